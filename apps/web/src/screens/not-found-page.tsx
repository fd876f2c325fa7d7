import { useTranslation } from '@marquee/i18n';
import { Link } from 'react-router';
import { paths } from '../app/paths';

/**
 * Shown for unknown addresses: it says plainly that the page is not available rather than showing
 * an empty shell that pretends to work.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="app-status-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="app-status-page__title">
        {t('not_found_title')}
      </h1>
      <p className="app-status-page__text">{t('not_found_body')}</p>
      <Link to={paths.root} className="mq-button mq-button--primary mq-button--md">
        {t('go_home')}
      </Link>
    </section>
  );
}
