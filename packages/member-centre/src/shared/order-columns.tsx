import { useTranslation } from '@marquee/i18n';
import { useDates } from '@marquee/session';
import { Money, minorToMajor, type RecordsColumn } from '@marquee/ui-kit';
import type { ReactNode } from 'react';
import { useMemberCentreConfig } from '../config/member-centre-config';

interface Order {
  createdAt: string;
  /** integer minor units */
  amount: number;
  status: string;
}

/**
 * The columns an order table shares: when it was made, its amount, and its state (the state's
 * text, coloured by state, then what the page adds: a link to pay, a reason).
 */
export function useOrderColumns<Row extends Order>(
  statusText: (row: Row) => string,
  statusExtra: (row: Row) => ReactNode,
) {
  const { t } = useTranslation();
  const { currencySymbol, locale } = useMemberCentreConfig();
  const { dateTime } = useDates();
  const createdAt: RecordsColumn<Row, 'createdAt'> = {
    key: 'createdAt',
    header: t('mc_time'),
    cell: (row) => dateTime(row.createdAt),
  };
  const amount: RecordsColumn<Row, 'amount'> = {
    key: 'amount',
    header: t('mc_amount'),
    cell: (row) => (
      <Money amount={minorToMajor(row.amount)} currencySymbol={currencySymbol} locale={locale} />
    ),
  };
  const status: RecordsColumn<Row, 'status'> = {
    key: 'status',
    header: t('mc_status'),
    cell: (row) => (
      <>
        <span className={`mq-mc-status mq-mc-status--${row.status.toLowerCase()}`}>{statusText(row)}</span>
        {statusExtra(row)}
      </>
    ),
  };
  return { createdAt, amount, status };
}
