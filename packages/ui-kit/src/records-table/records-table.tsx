import type { ReactNode } from 'react';
import { useId } from 'react';
import { Pagination, type PaginationProps } from '../pagination/pagination';
import { cx } from '../utils/cx';

type SortDirection = 'asc' | 'desc';

export interface RecordsSort<K extends string = string> {
  key: K;
  direction: SortDirection;
}

export interface RecordsColumn<Row, K extends string = string> {
  key: K;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** a sortable column's header is a button that asks for the other direction */
  sortable?: boolean;
  /** money and counts line up on the right */
  align?: 'start' | 'end';
  /** the cell that names its row (a day, a level, a player): a row header */
  rowHeader?: boolean;
}

type RecordsPagination = Omit<PaginationProps, 'className'>;

export interface RecordsTableProps<Row, K extends string = string> {
  caption: ReactNode;
  columns: readonly RecordsColumn<Row, K>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** a class for a row, such as the one of the member's own level */
  rowClassName?: (row: Row) => string | undefined;
  sort?: RecordsSort<K>;
  onSortChange?: (sort: RecordsSort<K>) => void;
  /** the totals row: its label, then one cell per column key (missing keys stay empty) */
  totals?: { label: ReactNode; cells: Partial<Record<K, ReactNode>> };
  /** shows skeleton rows and marks the table busy */
  loading?: boolean;
  /** shown instead of the table when there are no rows */
  empty: ReactNode;
  pagination?: RecordsPagination;
  className?: string;
}

const SKELETON_ROWS = 5;

function ariaSort(column: { key: string; sortable?: boolean }, sort?: RecordsSort) {
  if (!column.sortable) return undefined;
  if (sort?.key !== column.key) return 'none' as const;
  return sort.direction === 'asc' ? ('ascending' as const) : ('descending' as const);
}

/**
 * A table of records as the member centre's history pages show them: sortable headers (the sort
 * is the caller's, so it can be the server's), a totals row, pages, an empty state and a loading
 * skeleton. The table scrolls inside its own focusable region, so a wide table on a phone does not
 * widen the page.
 */
export function RecordsTable<Row, K extends string = string>({
  caption,
  columns,
  rows,
  rowKey,
  rowClassName,
  sort,
  onSortChange,
  totals,
  loading = false,
  empty,
  pagination,
  className,
}: RecordsTableProps<Row, K>) {
  const captionId = useId();
  if (!loading && rows.length === 0) return <div className={cx('mq-records', className)}>{empty}</div>;
  return (
    <div className={cx('mq-records', className)}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it */}
      <section className="mq-records__scroll" aria-labelledby={captionId} tabIndex={0}>
        <table className="mq-records__table" aria-busy={loading || undefined}>
          <caption id={captionId} className="mq-records__caption">
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={ariaSort(column, sort)}
                  className={cx(column.align === 'end' && 'mq-records__end')}
                >
                  {column.sortable && onSortChange ? (
                    <button
                      type="button"
                      className="mq-records__sort"
                      onClick={() =>
                        onSortChange({
                          key: column.key,
                          direction: sort?.key === column.key && sort.direction === 'desc' ? 'asc' : 'desc',
                        })
                      }
                    >
                      {column.header}
                      <span className="mq-records__sort-mark" aria-hidden="true">
                        {sort?.key === column.key ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loading
              ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                  <tr key={index} className="mq-records__skeleton">
                    {columns.map((column) => (
                      <td key={column.key}>
                        <span className="mq-records__bone" aria-hidden="true" />
                      </td>
                    ))}
                  </tr>
                ))
              : rows.map((row) => (
                  <tr key={rowKey(row)} className={rowClassName?.(row)}>
                    {columns.map((column) => {
                      const Cell = column.rowHeader ? 'th' : 'td';
                      return (
                        <Cell
                          key={column.key}
                          scope={column.rowHeader ? 'row' : undefined}
                          className={cx(column.align === 'end' && 'mq-records__end')}
                        >
                          {column.cell(row)}
                        </Cell>
                      );
                    })}
                  </tr>
                ))}
          </tbody>
          {totals && !loading && (
            <tfoot>
              <tr className="mq-records__totals">
                {columns.map((column, index) => {
                  const value = totals.cells[column.key];
                  if (index === 0 && value === undefined) {
                    return (
                      <th key={column.key} scope="row">
                        {totals.label}
                      </th>
                    );
                  }
                  return (
                    <td key={column.key} className={cx(column.align === 'end' && 'mq-records__end')}>
                      {value}
                    </td>
                  );
                })}
              </tr>
            </tfoot>
          )}
        </table>
      </section>
      {pagination && <Pagination {...pagination} className="mq-records__pages" />}
    </div>
  );
}
