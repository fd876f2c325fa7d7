import { useTranslation } from '@marquee/i18n';
import { BalanceMaskToggle, useBalanceQuery } from '@marquee/session';
import { BalanceMoney } from '../shared/balance-money';

/**
 * The main balance in the member centre's bar: the dialog covers the header's, and a deposit, a
 * transfer or a claim made here moves it. The same shared query as the header, so one refresh
 * updates both, and the same hide-balance choice with its own eye, since the header's is covered.
 */
export function MemberCentreBalance() {
  const { t } = useTranslation();
  const balance = useBalanceQuery();
  if (!balance.data) return null;
  return (
    <div className="mq-mc__balance-bar">
      <p className="mq-mc__balance">
        {t('mc_balance')} <BalanceMoney minor={balance.data.sumBalance} />
      </p>
      <BalanceMaskToggle showLabel={t('mc_show_balance')} hideLabel={t('mc_hide_balance')} />
    </div>
  );
}
