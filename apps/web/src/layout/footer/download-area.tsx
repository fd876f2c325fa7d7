import { useTranslation } from '@marquee/i18n';
import { Link } from 'react-router';
import { appDownloadHref } from '../../app/paths';

const DOWNLOAD_AREA_ID = 'download';

export function DownloadArea() {
  const { t } = useTranslation();
  return (
    <section
      id={DOWNLOAD_AREA_ID}
      tabIndex={-1}
      className="app-footer__section app-footer__download"
      aria-labelledby="footer-download-title"
    >
      <h2 id="footer-download-title" className="app-footer__title">
        {t('download_app')}
      </h2>
      <ul className="mq-stack-list app-footer__links">
        <li>
          <Link to={appDownloadHref('IOS')} className="mq-button mq-button--secondary mq-button--sm">
            {t('ios_app')}
          </Link>
        </li>
        <li>
          <Link to={appDownloadHref('ANDROID')} className="mq-button mq-button--secondary mq-button--sm">
            {t('android_app')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
