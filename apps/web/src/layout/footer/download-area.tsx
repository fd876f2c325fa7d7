import { useTranslation } from '@marquee/i18n';
import { Link } from 'react-router';
import { paths } from '../../app/paths';

/** Target of the header's iOS / Android entries. */
export const DOWNLOAD_AREA_ID = 'download';

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
      <ul className="app-footer__links">
        <li>
          <Link to={paths.down} className="mq-button mq-button--secondary mq-button--sm">
            {t('ios_app')}
          </Link>
        </li>
        <li>
          <Link to={paths.down} className="mq-button mq-button--secondary mq-button--sm">
            {t('android_app')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
