import { useTranslation } from '@marquee/i18n';
import { QueryState } from '@marquee/session';
import { Money, minorToMajor } from '@marquee/ui-kit';
import { Link, useLocation } from 'react-router';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { useUplineTransferInfoQuery } from '../queries/upline-transfer-info-query';
import { UplineTransferForm } from './upline-transfer-form';

/**
 * Transfer to upline: the upline and the balance, then the form; a member without an upline (or
 * one the brand does not let transfer) is told why instead.
 */
export function UplineTransferPage() {
  const { t } = useTranslation();
  const { hrefOf, currencySymbol, locale } = useMemberCentreConfig();
  const { state } = useLocation();
  const query = useUplineTransferInfoQuery();
  const info = query.data;
  if (!info)
    return (
      <div className="mq-mc-section">
        <QueryState query={query} headingLevel="h3" />
      </div>
    );
  const money = (minor: number) => (
    <Money amount={minorToMajor(minor)} currencySymbol={currencySymbol} locale={locale} />
  );
  if (!info.upline || !info.enabled)
    return (
      <div className="mq-mc-section">
        <p role="note">{t(info.upline ? 'mcup_disabled' : 'mcup_no_upline')}</p>
      </div>
    );
  return (
    <div className="mq-mc-section">
      <dl className="mq-mc-withdraw-summary">
        <div>
          <dt>{t('mcup_upline')}</dt>
          <dd>
            {info.upline.nickname} ({info.upline.account})
          </dd>
        </div>
        <div>
          <dt>{t('mcup_balance')}</dt>
          <dd>{money(info.balance)}</dd>
        </div>
        <div>
          <dt>{t('mcup_min')}</dt>
          <dd>{money(info.min)}</dd>
        </div>
      </dl>
      {info.hasPaymentPassword ? (
        <UplineTransferForm info={info} />
      ) : (
        <p>
          <Link to={hrefOf('securityCenter')} replace state={state}>
            {t('mcup_set_payment_password')}
          </Link>
        </p>
      )}
    </div>
  );
}
