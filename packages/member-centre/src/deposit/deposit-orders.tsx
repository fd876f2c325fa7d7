import type { DepositOrder } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { type RecordsColumn, RecordsTable } from '@marquee/ui-kit';
import { useOrderColumns } from '../shared/order-columns';
import { STATUS_KEYS } from './deposit-status';

type Column = 'createdAt' | 'channel' | 'amount' | 'status';

/** Recent orders with their state; a pending one can still be paid from here. */
export function DepositOrders({ orders }: { orders: readonly DepositOrder[] }) {
  const { t } = useTranslation();
  const order = useOrderColumns<DepositOrder>(
    (row) => t(STATUS_KEYS[row.status]),
    (row) =>
      row.payUrl && (
        <>
          {' '}
          <a href={row.payUrl} target="mq-payment" rel="noopener">
            {t('mc_pay_now')}
          </a>
        </>
      ),
  );
  const columns: RecordsColumn<DepositOrder, Column>[] = [
    order.createdAt,
    { key: 'channel', header: t('mc_channel'), cell: (row) => row.channel },
    order.amount,
    order.status,
  ];
  return (
    <RecordsTable<DepositOrder, Column>
      caption={t('mc_recent_orders')}
      columns={columns}
      rows={orders}
      rowKey={(row) => row.orderNo}
      empty={<p>{t('mc_no_orders')}</p>}
    />
  );
}
