import type { WithdrawalInfo } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { Money, minorToMajor } from '@marquee/ui-kit';
import { useMemberCentreConfig } from '../config/member-centre-config';

/** What may be withdrawn now: the withdrawable amount, the limits, today's allowance and the wagering left. */
export function WithdrawSummary({ info }: { info: WithdrawalInfo }) {
  const { t } = useTranslation();
  const { currencySymbol, locale } = useMemberCentreConfig();
  const money = (minor: number) => (
    <Money amount={minorToMajor(minor)} currencySymbol={currencySymbol} locale={locale} />
  );
  return (
    <>
      <dl className="mq-mc-withdraw-summary">
        <div>
          <dt>{t('mcwd_withdrawable')}</dt>
          <dd>{money(info.withdrawable)}</dd>
        </div>
        <div>
          <dt>{t('mcwd_limits')}</dt>
          <dd>
            {money(info.min)} – {money(info.max)}
          </dd>
        </div>
        <div>
          <dt>{t('mcwd_remaining_count')}</dt>
          <dd>{info.remainingCount}</dd>
        </div>
        <div>
          <dt>{t('mcwd_remaining_amount')}</dt>
          <dd>{money(info.remainingAmount)}</dd>
        </div>
        <div>
          <dt>{t('mcwd_wagering_left')}</dt>
          <dd>{money(info.wageringLeft)}</dd>
        </div>
      </dl>
      <p className="mq-mc-hint">{t('mcwd_wagering_rule')}</p>
    </>
  );
}
