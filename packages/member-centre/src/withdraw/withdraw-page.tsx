import { useTranslation } from '@marquee/i18n';
import { QueryState } from '@marquee/session';
import { Link, useLocation } from 'react-router';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { useBankAccountsQuery } from '../queries/bank-accounts-query';
import { useWithdrawalInfoQuery } from '../queries/withdrawal-info-query';
import { useWithdrawalOrdersQuery } from '../queries/withdrawal-orders-query';
import { WithdrawForm } from './withdraw-form';
import { WithdrawSummary } from './withdraw-summary';
import { WithdrawalOrders } from './withdrawal-orders';

/**
 * Withdraw: what may be withdrawn, the form (or what to set up first in my account) and the recent
 * withdrawals with their confirmation.
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  const { hrefOf } = useMemberCentreConfig();
  const { state } = useLocation();
  const info = useWithdrawalInfoQuery();
  const accounts = useBankAccountsQuery();
  const orders = useWithdrawalOrdersQuery();
  const ready = info.data && accounts.data;
  return (
    <>
      <div className="mq-mc-section">
        {ready ? (
          <>
            <WithdrawSummary info={info.data} />
            {info.data.hasPaymentPassword && accounts.data.length > 0 ? (
              <WithdrawForm info={info.data} accounts={accounts.data} />
            ) : (
              <div className="mq-mc-withdraw-setup">
                <p>{t('mcwd_needs_setup')}</p>
                <ul>
                  {!info.data.hasPaymentPassword && (
                    <li>
                      <Link to={hrefOf('securityCenter')} replace state={state}>
                        {t('mcwd_set_payment_password')}
                      </Link>
                    </li>
                  )}
                  {accounts.data.length === 0 && (
                    <li>
                      <Link to={hrefOf('securityCenter')} replace state={state}>
                        {t('mcwd_add_bank_account')}
                      </Link>
                    </li>
                  )}
                </ul>
              </div>
            )}
          </>
        ) : (
          <QueryState query={info.data ? accounts : info} headingLevel="h3" />
        )}
      </div>
      <div className="mq-mc-section">
        {orders.data ? (
          <WithdrawalOrders orders={orders.data} />
        ) : (
          <QueryState query={orders} headingLevel="h3" />
        )}
      </div>
    </>
  );
}
