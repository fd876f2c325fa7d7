import type { ReactNode } from 'react';
import { useId } from 'react';
import { usePhoneLayout } from '../hooks/use-phone-layout';
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
  /** a long text (a name, a date) may take a second line, so a wide table fits a laptop's width */
  wrap?: boolean;
}

type RecordsPagination = Omit<PaginationProps, 'className'>;

/** The records and how they read, the same whether they show as a table or as phone cards. */
interface RecordsContentProps<Row, K extends string> {
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
}

export interface RecordsTableProps<Row, K extends string = string> extends RecordsContentProps<Row, K> {
  /** shows skeleton rows and marks the table busy */
  loading?: boolean;
  /** shown instead of the table when there are no rows */
  empty: ReactNode;
  pagination?: RecordsPagination;
  /**
   * How the records read on a phone: `cards` (the default) shows each row as a card of
   * label: value lines; `scroll` keeps the table, scrolling inside its box with the first column
   * kept in view, for tables read across (one level against another).
   */
  phoneLayout?: 'cards' | 'scroll';
  className?: string;
}

const SKELETON_ROWS = 5;

function ariaSort(column: { key: string; sortable?: boolean }, sort?: RecordsSort) {
  if (!column.sortable) return undefined;
  if (sort?.key !== column.key) return 'none' as const;
  return sort.direction === 'asc' ? ('ascending' as const) : ('descending' as const);
}

function sortMark(column: { key: string }, sort?: RecordsSort): string {
  if (sort?.key !== column.key) return '↕';
  return sort.direction === 'asc' ? '▲' : '▼';
}

function cellClass(column: { align?: 'start' | 'end'; wrap?: boolean }): string | undefined {
  return cx(column.align === 'end' && 'mq-records__end', column.wrap && 'mq-records__wrap') || undefined;
}

function nextSort<K extends string>(key: K, sort?: RecordsSort<K>): RecordsSort<K> {
  return { key, direction: sort?.key === key && sort.direction === 'desc' ? 'asc' : 'desc' };
}

/**
 * A table of records as the member centre's history pages show them: sortable headers (the sort
 * is the caller's, so it can be the server's), a totals row, pages, an empty state and a loading
 * skeleton. The table scrolls inside its own focusable region with its first column kept in view,
 * so a wide table does not widen the page; on a phone it becomes a list of cards unless the caller
 * keeps it a table (`phoneLayout="scroll"`).
 */
export function RecordsTable<Row, K extends string = string>({
  loading = false,
  empty,
  pagination,
  phoneLayout = 'cards',
  className,
  ...records
}: RecordsTableProps<Row, K>) {
  const captionId = useId();
  const phone = usePhoneLayout();
  if (!loading && records.rows.length === 0)
    return <div className={cx('mq-records', className)}>{empty}</div>;
  if (phone && phoneLayout === 'cards') {
    return (
      <div className={cx('mq-records', className)}>
        <RecordCards {...records} captionId={captionId} loading={loading} />
        {pagination && <Pagination {...pagination} className="mq-records__pages" />}
      </div>
    );
  }
  const { caption, columns, rows, rowKey, rowClassName, sort, onSortChange, totals } = records;
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
                  className={cellClass(column)}
                >
                  {column.sortable && onSortChange ? (
                    <button
                      type="button"
                      className="mq-records__sort"
                      onClick={() => onSortChange(nextSort(column.key, sort))}
                    >
                      {column.header}
                      <span className="mq-records__sort-mark" aria-hidden="true">
                        {sortMark(column, sort)}
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
                          className={cellClass(column)}
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
                    <td key={column.key} className={cellClass(column)}>
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

type RecordCardsProps<Row, K extends string> = RecordsContentProps<Row, K> & {
  captionId: string;
  loading: boolean;
};

const SKELETON_CARDS = 3;

/**
 * The records on a phone: one card per row, each line a column's label and the row's value, so no
 * column is off screen. The sortable columns' buttons sit above the cards, pressed when sorted.
 */
function RecordCards<Row, K extends string>({
  captionId,
  caption,
  columns,
  rows,
  rowKey,
  rowClassName,
  sort,
  onSortChange,
  totals,
  loading,
}: RecordCardsProps<Row, K>) {
  const sortable = onSortChange ? columns.filter((column) => column.sortable) : [];
  return (
    <section className="mq-records__cards" aria-labelledby={captionId} aria-busy={loading || undefined}>
      <p id={captionId} className="mq-records__caption">
        {caption}
      </p>
      {sortable.length > 0 && (
        <div className="mq-records__sorts">
          {sortable.map((column) => (
            <button
              key={column.key}
              type="button"
              className="mq-records__sort mq-records__sort--chip"
              aria-pressed={sort?.key === column.key}
              onClick={() => onSortChange?.(nextSort(column.key, sort))}
            >
              {column.header}
              <span className="mq-records__sort-mark" aria-hidden="true">
                {sortMark(column, sort)}
              </span>
            </button>
          ))}
        </div>
      )}
      <ul className="mq-stack-list">
        {loading
          ? Array.from({ length: SKELETON_CARDS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity
              <li key={index} className="mq-records__card">
                {columns.map((column) => (
                  <span key={column.key} className="mq-records__bone" aria-hidden="true" />
                ))}
              </li>
            ))
          : rows.map((row) => (
              <li key={rowKey(row)} className={cx('mq-records__card', rowClassName?.(row))}>
                <dl className="mq-records__fields">
                  {columns.map((column) => (
                    <div
                      key={column.key}
                      className={cx('mq-records__field', column.rowHeader && 'mq-records__field--title')}
                    >
                      <dt>{column.header}</dt>
                      <dd className={cellClass(column)}>{column.cell(row)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
        {totals && !loading && (
          <li className="mq-records__card mq-records__totals">
            <p className="mq-records__card-title">{totals.label}</p>
            <dl className="mq-records__fields">
              {columns.map((column) =>
                totals.cells[column.key] === undefined ? null : (
                  <div key={column.key} className="mq-records__field">
                    <dt>{column.header}</dt>
                    <dd className={cellClass(column)}>{totals.cells[column.key]}</dd>
                  </div>
                ),
              )}
            </dl>
          </li>
        )}
      </ul>
    </section>
  );
}
