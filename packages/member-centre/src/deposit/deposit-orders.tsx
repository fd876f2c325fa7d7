import type { DepositOrder } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { Money, minorToMajor } from '@marquee/ui-kit';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { formatDateTime } from '../shared/format-date-time';
import { STATUS_KEYS } from './deposit-status';

/** Recent orders with their state; a pending one can still be paid from here. */
export function DepositOrders({ orders }: { orders: readonly DepositOrder[] }) {
  const { t } = useTranslation();
  const { currencySymbol, locale } = useMemberCentreConfig();
  if (orders.length === 0) return <p>{t('mc_no_orders')}</p>;
  return (
    <table className="mq-mc-table">
      <caption className="mq-mc-caption">{t('mc_recent_orders')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('mc_time')}</th>
          <th scope="col">{t('mc_channel')}</th>
          <th scope="col">{t('mc_amount')}</th>
          <th scope="col">{t('mc_status')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.orderNo}>
            <td>{formatDateTime(order.createdAt, locale)}</td>
            <td>{order.channel}</td>
            <td>
              <Money amount={minorToMajor(order.amount)} currencySymbol={currencySymbol} locale={locale} />
            </td>
            <td>
              <span className={`mq-mc-status mq-mc-status--${order.status.toLowerCase()}`}>
                {t(STATUS_KEYS[order.status])}
              </span>
              {order.payUrl && (
                <>
                  {' '}
                  <a href={order.payUrl} target="mq-payment" rel="noopener">
                    {t('mc_pay_now')}
                  </a>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
