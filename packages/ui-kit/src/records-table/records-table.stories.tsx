import { useState } from 'react';
import preview from '../stories/preview';
import { type RecordsColumn, type RecordsSort, RecordsTable } from './records-table';

interface Row {
  id: number;
  time: string;
  game: string;
  vendor: string;
  stake: number;
  payout: number;
}

type Key = 'time' | 'game' | 'vendor' | 'stake' | 'payout';

const COLUMNS: RecordsColumn<Row, Key>[] = [
  { key: 'time', header: 'Time', cell: (row) => row.time, sortable: true },
  { key: 'game', header: 'Game', cell: (row) => row.game },
  { key: 'vendor', header: 'Vendor', cell: (row) => row.vendor },
  { key: 'stake', header: 'Stake', cell: (row) => row.stake.toFixed(2), sortable: true, align: 'end' },
  { key: 'payout', header: 'Payout', cell: (row) => row.payout.toFixed(2), sortable: true, align: 'end' },
];

const ROWS: Row[] = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  time: `2026-03-01 1${index}:00`,
  game: index % 2 ? 'Dragon Tiger' : 'Lucky Spin',
  vendor: index % 3 ? 'MQ' : 'DEMO',
  stake: 10 + index,
  payout: index % 2 ? 0 : 25 + index,
}));

function TableDemo({
  rows,
  loading,
  phoneLayout,
}: {
  rows: Row[];
  loading?: boolean;
  phoneLayout?: 'cards' | 'scroll';
}) {
  const [sort, setSort] = useState<RecordsSort<Key>>({ key: 'time', direction: 'desc' });
  const [page, setPage] = useState(1);
  const sorted = [...rows].sort((a, b) => {
    const order = a[sort.key] < b[sort.key] ? -1 : a[sort.key] > b[sort.key] ? 1 : 0;
    return sort.direction === 'asc' ? order : -order;
  });
  return (
    <RecordsTable<Row, Key>
      caption="Betting record"
      columns={COLUMNS}
      rows={sorted}
      rowKey={(row) => row.id}
      sort={sort}
      onSortChange={setSort}
      loading={loading}
      phoneLayout={phoneLayout}
      totals={{
        label: 'Total',
        cells: {
          stake: rows.reduce((sum, row) => sum + row.stake, 0).toFixed(2),
          payout: rows.reduce((sum, row) => sum + row.payout, 0).toFixed(2),
        },
      }}
      empty={<p>No records in this range</p>}
      pagination={{
        page,
        pageCount: 12,
        onPageChange: setPage,
        previousLabel: 'Previous page',
        nextLabel: 'Next page',
        pageLabel: (value) => `Page ${value}`,
        ariaLabel: 'Record pages',
      }}
    />
  );
}

const meta = preview.meta({
  title: 'Data/RecordsTable',
  component: TableDemo,
  args: { rows: ROWS },
});

export const WithTotals = meta.story();
export const Loading = meta.story({ args: { rows: [], loading: true } });
export const Empty = meta.story({ args: { rows: [] } });
/** On a phone the rows become cards of label: value lines, the sortable columns buttons above them. */
export const Phone = meta.story({ globals: { viewport: { value: 'mobile1' } } });
export const PhoneDark = meta.story({ globals: { viewport: { value: 'mobile1' }, theme: 'dark' } });
/** A table read across (levels against levels) keeps its columns and scrolls, its first column kept. */
export const PhoneScrolling = meta.story({
  args: { phoneLayout: 'scroll' },
  globals: { viewport: { value: 'mobile1' } },
});
