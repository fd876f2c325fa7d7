import type { DepositChannel, DepositOrder } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { type RecordsColumn, RecordsTable } from '@marquee/ui-kit';
import { useOrderColumns } from '../shared/order-columns';
import { ChannelLogo } from './channel-logo';
import { STATUS_KEYS } from './deposit-status';

type Column = 'createdAt' | 'channel' | 'amount' | 'status';

export interface DepositOrdersProps {
  orders: readonly DepositOrder[];
  /** the platform's channels, whose names the orders show (an order keeps only the code) */
  channels: readonly DepositChannel[];
}

/** Recent orders with their channel and state; a pending one can still be paid from here. */
export function DepositOrders({ orders, channels }: DepositOrdersProps) {
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
    {
      key: 'channel',
      header: t('mc_channel'),
      cell: (row) => {
        // a channel the brand has since withdrawn keeps its code
        const name = channels.find((channel) => channel.code === row.channel)?.name ?? row.channel;
        return (
          <span className="mq-mc-channel">
            <ChannelLogo code={row.channel} kind={row.kind} name={name} />
            {name}
          </span>
        );
      },
    },
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
