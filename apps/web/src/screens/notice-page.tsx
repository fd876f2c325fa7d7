import { useTranslation } from '@marquee/i18n';
import { Spinner } from '@marquee/ui-kit';
import { AnnouncementBrowser } from '../announcements/announcement-browser';
import { QueryErrorState } from '../common/query-error-state';
import { useCurrentAnnouncements } from '../notice/use-current-announcements';

/**
 * /noticePage: the same list and detail as the announcement dialog, as a page of its own, then the
 * brand's promotion news, each linking to the promotion it announces.
 */
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
      {query.isSuccess && query.data.promotion.length > 0 && (
        <section className="app-notice-page__promotions" aria-labelledby="notice-page-promotions">
          <h2 id="notice-page-promotions" className="app-notice-page__promotions-title">
            {t('notices_promotions')}
          </h2>
          <AnnouncementBrowser notices={query.data.promotion} />
        </section>
      )}
    </section>
  );
}
