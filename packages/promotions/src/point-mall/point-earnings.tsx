import { useTranslation } from '@marquee/i18n';
import { QueryState, usePageLabels } from '@marquee/session';
import { EmptyState, Pagination } from '@marquee/ui-kit';
import { useId, useState } from 'react';
import { usePointEarningsQuery } from '../queries/point-mall-queries';
import { formatPoints } from './format-points';

interface PointEarningsProps {
  money: (minor: number) => string;
  locale?: string | undefined;
}

/** The points the member's valid bets earned, by brand day, newest first, a page at a time. */
export function PointEarnings({ money, locale }: PointEarningsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const earnings = usePointEarningsQuery(page);
  const pageLabels = usePageLabels(t('pm_earnings_pages'));
  return (
    <section className="mq-point-history" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('pm_earnings')}</h2>
      <QueryState query={earnings} />
      {earnings.data &&
        (earnings.data.rows.length === 0 ? (
          <EmptyState title={t('pm_earnings_empty')} />
        ) : (
          <>
            <ol className="mq-stack-list" aria-labelledby={titleId}>
              {earnings.data.rows.map((row) => (
                <li key={row.day} className="mq-point-history__row">
                  <time dateTime={row.day} className="mq-point-history__name">
                    {row.day}
                  </time>
                  <span>{t('pm_history_points', { points: formatPoints(row.points, locale) })}</span>
                  <span>{t('pm_earnings_valid_bet', { amount: money(row.validBet) })}</span>
                </li>
              ))}
            </ol>
            <Pagination
              page={page}
              pageCount={earnings.data.totalPages}
              onPageChange={setPage}
              {...pageLabels}
            />
          </>
        ))}
    </section>
  );
}
