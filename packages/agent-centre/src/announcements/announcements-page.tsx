import { useLanguageStore, useTranslation } from '@marquee/i18n';
import { QueryState, useDates, usePageLabels } from '@marquee/session';
import { EmptyState, Pagination, SafeHtml, Spinner } from '@marquee/ui-kit';
import { useState } from 'react';
import { useAnnouncementsQuery } from '../queries/announcements-query';

/**
 * The announcements for agents: their titles a page at a time, newest first; choosing one shows
 * its content (sanitised HTML) under its title.
 */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  const { dateTime } = useDates();
  const language = useLanguageStore((state) => state.current);
  const pageLabels = usePageLabels(t('ac_announcement_pages'));
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const announcements = useAnnouncementsQuery({ page, language });
  if (announcements.isError) return <QueryState query={announcements} headingLevel="h3" />;
  const data = announcements.data;
  if (!data) return <Spinner label={t('ac_loading')} />;
  if (data.rows.length === 0) return <EmptyState title={t('ac_no_announcements')} headingLevel="h3" />;
  return (
    <div className="mq-ac-section">
      <ul className="mq-stack-list">
        {data.rows.map((notice) => {
          const expanded = open === notice.id;
          const panel = `ac-notice-${notice.id}`;
          return (
            <li key={notice.id} className="mq-ac-notices__item">
              <h3 className="mq-ac-notices__title">
                <button
                  type="button"
                  className="mq-ac-notices__toggle"
                  aria-expanded={expanded}
                  aria-controls={panel}
                  onClick={() => setOpen(expanded ? null : notice.id)}
                >
                  <span>{notice.title}</span>
                  <span className="mq-ac-notices__date">{dateTime(notice.publishedAt)}</span>
                </button>
              </h3>
              <div id={panel} hidden={!expanded}>
                {expanded && <SafeHtml html={notice.content} className="mq-ac-notices__content" />}
              </div>
            </li>
          );
        })}
      </ul>
      {data.totalPages > 1 && (
        <Pagination
          page={data.page}
          pageCount={data.totalPages}
          onPageChange={(next) => {
            setPage(next);
            setOpen(null);
          }}
          {...pageLabels}
        />
      )}
    </div>
  );
}
