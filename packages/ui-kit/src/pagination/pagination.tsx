import { ChevronIcon } from '../icons/chevron-icon';
import { cx } from '../utils/cx';
import { paginationItems } from './pagination-items';

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Pages shown around the current one. */
  pageRangeDisplayed?: number;
  /** Pages always shown at each end. */
  marginPagesDisplayed?: number;
  previousLabel: string;
  nextLabel: string;
  /** Accessible name of a page button, e.g. (3) => "Page 3". */
  pageLabel: (page: number) => string;
  /** Accessible name of the <nav>, e.g. "Pagination". */
  ariaLabel: string;
  className?: string;
}

export function Pagination({
  page,
  pageCount,
  onPageChange,
  pageRangeDisplayed = 3,
  marginPagesDisplayed = 1,
  previousLabel,
  nextLabel,
  pageLabel,
  ariaLabel,
  className,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const items = paginationItems(page, pageCount, pageRangeDisplayed, marginPagesDisplayed);
  const current = Math.min(Math.max(page, 1), pageCount);

  function goTo(target: number) {
    if (target !== current) onPageChange(target);
  }

  return (
    <nav aria-label={ariaLabel} className={cx('mq-pagination', className)}>
      <ul className="mq-pagination__list">
        <li>
          <button
            type="button"
            className="mq-pagination__button mq-pagination__step"
            aria-label={previousLabel}
            disabled={current <= 1}
            onClick={() => goTo(current - 1)}
          >
            <ChevronIcon direction="left" />
          </button>
        </li>
        {items.map((item) =>
          item.type === 'ellipsis' ? (
            <li key={`ellipsis-${item.page}`} className="mq-pagination__ellipsis" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className="mq-pagination__button"
                aria-label={pageLabel(item.page)}
                aria-current={item.page === current ? 'page' : undefined}
                onClick={() => goTo(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="mq-pagination__button mq-pagination__step"
            aria-label={nextLabel}
            disabled={current >= pageCount}
            onClick={() => goTo(current + 1)}
          >
            <ChevronIcon direction="right" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
