import { useTranslation } from '@marquee/i18n';
import { useBalanceQuery } from '@marquee/session';
import { Money, minorToMajor } from '@marquee/ui-kit';
import { useMemberCentreConfig } from '../config/member-centre-config';

/**
 * The main balance in the member centre's bar: the dialog covers the header's, and a deposit, a
 * transfer or a claim made here moves it. The same shared query as the header, so one refresh
 * updates both.
 */
export function MemberCentreBalance() {
  const { t } = useTranslation();
  const { currencySymbol, locale } = useMemberCentreConfig();
  const balance = useBalanceQuery();
  if (!balance.data) return null;
  return (
    <p className="mq-mc__balance">
      {t('mc_balance')}{' '}
      <Money amount={minorToMajor(balance.data.sumBalance)} currencySymbol={currencySymbol} locale={locale} />
    </p>
  );
}
