import { useTranslation } from '@marquee/i18n';
import { Spinner } from '@marquee/ui-kit';
import { AnnouncementBrowser } from '../announcements/announcement-browser';
import { QueryErrorState } from '../common/query-error-state';
import { useCurrentAnnouncements } from '../notice/use-current-announcements';

/** /noticePage: the same list and detail as the announcement dialog, as a page of its own. */
export function NoticePage() {
  const { t } = useTranslation();
  const query = useCurrentAnnouncements();
  return (
    <section className="app-page" aria-labelledby="notice-page-title">
      <h1 id="notice-page-title" className="app-page__title">
        {t('notices')}
      </h1>
      {query.isPending && <Spinner label={t('loading')} />}
      {query.isError && <QueryErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {query.isSuccess && <AnnouncementBrowser notices={query.data.player} headingLevel={2} />}
    </section>
  );
}
