import type { DepositOrder } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { Money, minorToMajor, type RecordsColumn, RecordsTable } from '@marquee/ui-kit';
import { useMemo } from 'react';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { formatDateTime } from '../shared/format-date-time';
import { STATUS_KEYS } from './deposit-status';

type Column = 'createdAt' | 'channel' | 'amount' | 'status';

/** Recent orders with their state; a pending one can still be paid from here. */
export function DepositOrders({ orders }: { orders: readonly DepositOrder[] }) {
  const { t } = useTranslation();
  const { currencySymbol, locale } = useMemberCentreConfig();
  const columns = useMemo<RecordsColumn<DepositOrder, Column>[]>(
    () => [
      { key: 'createdAt', header: t('mc_time'), cell: (order) => formatDateTime(order.createdAt, locale) },
      { key: 'channel', header: t('mc_channel'), cell: (order) => order.channel },
      {
        key: 'amount',
        header: t('mc_amount'),
        cell: (order) => (
          <Money amount={minorToMajor(order.amount)} currencySymbol={currencySymbol} locale={locale} />
        ),
      },
      {
        key: 'status',
        header: t('mc_status'),
        cell: (order) => (
          <>
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
          </>
        ),
      },
    ],
    [t, locale, currencySymbol],
  );
  return (
    <RecordsTable<DepositOrder, Column>
      caption={t('mc_recent_orders')}
      columns={columns}
      rows={orders}
      rowKey={(order) => order.orderNo}
      empty={<p>{t('mc_no_orders')}</p>}
    />
  );
}
