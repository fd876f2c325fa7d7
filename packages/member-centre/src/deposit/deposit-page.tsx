import { useTranslation } from '@marquee/i18n';
import { QueryState } from '@marquee/session';
import { useDepositChannelsQuery } from '../queries/deposit-channels-query';
import { useDepositOrdersQuery } from '../queries/deposit-orders-query';
import { DepositForm } from './deposit-form';
import { DepositOrders } from './deposit-orders';
import { useDepositOutcomeToasts } from './use-deposit-outcome-toasts';
import { WelcomeBonusNote } from './welcome-bonus-note';

/**
 * Deposit: the platform's channels and the member's recent orders, which follow the payment; a
 * toast says when a payment made meanwhile is credited. A member yet to deposit sees the welcome bonus.
 */
export function DepositPage() {
  const { t } = useTranslation();
  const channels = useDepositChannelsQuery();
  const orders = useDepositOrdersQuery();
  useDepositOutcomeToasts(orders.data);
  return (
    <>
      <div className="mq-mc-section">
        <WelcomeBonusNote />
        {channels.data ? (
          channels.data.length > 0 ? (
            <DepositForm channels={channels.data} />
          ) : (
            <p>{t('mc_no_channels')}</p>
          )
        ) : (
          <QueryState query={channels} headingLevel="h3" />
        )}
      </div>
      <div className="mq-mc-section">
        {orders.data ? (
          <DepositOrders orders={orders.data} channels={channels.data ?? []} />
        ) : (
          <QueryState query={orders} headingLevel="h3" />
        )}
      </div>
    </>
  );
}
