import { type WithdrawalOrder, withdrawalApi } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useDates, useErrorText } from '@marquee/session';
import { Button, FormError, type RecordsColumn, RecordsTable } from '@marquee/ui-kit';
import { useState } from 'react';
import { useWithdrawalMutation } from '../mutations/withdrawal-mutation';
import { useOrderColumns } from '../shared/order-columns';
import { NotReceivedForm } from './not-received-form';
import { WITHDRAWAL_STATUS_KEYS } from './withdrawal-status';

type Column = 'createdAt' | 'account' | 'amount' | 'status' | 'actions';

/**
 * Recent withdrawals with their state. A payout waiting for the member's word offers received and
 * not received (which opens the proof form); a reported one offers fully paid. No cancel: a
 * request under review stays as it is (UKGC RTS 14B).
 */
export function WithdrawalOrders({ orders }: { orders: readonly WithdrawalOrder[] }) {
  const { t } = useTranslation();
  const { dateTime } = useDates();
  const errorText = useErrorText();
  const confirm = useWithdrawalMutation(withdrawalApi.confirm);
  const [reporting, setReporting] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const mark = async (orderNo: string, confirmation: 'RECEIVED' | 'FULLY_PAID') => {
    setFailure(null);
    try {
      await confirm.mutateAsync({ orderNo, confirmation });
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  const reported = orders.find((order) => order.orderNo === reporting);
  const order = useOrderColumns<WithdrawalOrder>(
    (row) => t(WITHDRAWAL_STATUS_KEYS[row.status]),
    (row) => (
      <>
        {row.rejectReason && (
          <span className="mq-mc-hint"> {t('mcwd_reject_reason', { reason: row.rejectReason })}</span>
        )}
        {row.status === 'APPROVED' && row.confirmBy && (
          <span className="mq-mc-hint"> {t('mcwd_confirm_by', { time: dateTime(row.confirmBy) })}</span>
        )}
      </>
    ),
  );
  const columns: RecordsColumn<WithdrawalOrder, Column>[] = [
    order.createdAt,
    { key: 'account', header: t('mcwd_account'), cell: (row) => `${row.bankName} ${row.accountNumber}` },
    order.amount,
    order.status,
    {
      key: 'actions',
      header: t('mcwd_actions'),
      cell: (order) => (
        <>
          {order.status === 'APPROVED' && (
            <span className="mq-mc-withdraw-actions">
              <Button
                size="sm"
                aria-label={`${t('mcwd_mark_received')} ${order.orderNo}`}
                onClick={() => void mark(order.orderNo, 'RECEIVED')}
              >
                {t('mcwd_mark_received')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`${t('mcwd_mark_not_received')} ${order.orderNo}`}
                onClick={() => setReporting(order.orderNo)}
              >
                {t('mcwd_mark_not_received')}
              </Button>
            </span>
          )}
          {order.status === 'NOT_RECEIVED' && (
            <Button
              size="sm"
              aria-label={`${t('mcwd_mark_fully_paid')} ${order.orderNo}`}
              onClick={() => void mark(order.orderNo, 'FULLY_PAID')}
            >
              {t('mcwd_mark_fully_paid')}
            </Button>
          )}
        </>
      ),
    },
  ];
  return (
    <>
      <RecordsTable<WithdrawalOrder, Column>
        caption={t('mcwd_recent')}
        columns={columns}
        rows={orders}
        rowKey={(order) => order.orderNo}
        empty={<p>{t('mcwd_no_orders')}</p>}
      />
      <FormError message={failure} />
      {reported && (
        <section className="mq-mc-section" aria-label={t('mcwd_report_title')}>
          <h3>
            {t('mcwd_report_title')} {reported.orderNo}
          </h3>
          <NotReceivedForm key={reported.orderNo} order={reported} onDone={() => setReporting(null)} />
        </section>
      )}
    </>
  );
}
