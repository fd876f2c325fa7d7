import { useTranslation } from '@marquee/i18n';
import { usePrefersReducedMotion } from '@marquee/ui-kit';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { CustomerServiceButton } from '../../customer-service/customer-service-button';
import { hasBannerGroup } from '../../notice/banners-of-group';
import { useCurrentAnnouncements } from '../../notice/use-current-announcements';
import { DOWNLOAD_AREA_ID } from '../footer/download-area';

export function TopMenu({ id }: { id: string }) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const { data } = useCurrentAnnouncements();
  const banners = data?.banners;

  function goToDownload() {
    const area = document.getElementById(DOWNLOAD_AREA_ID);
    if (!area) return;
    area.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    // Keyboard and screen-reader users land where the page scrolled to.
    area.focus({ preventScroll: true });
  }

  return (
    <nav id={id} className="app-top-menu" aria-label={t('main_menu')}>
      <ul className="app-top-menu__list">
        <li>
          <CustomerServiceButton variant="ghost" size="sm" />
        </li>
        <li>
          <button type="button" className="mq-button mq-button--ghost mq-button--sm" onClick={goToDownload}>
            {t('ios_app')}
          </button>
        </li>
        <li>
          <button type="button" className="mq-button mq-button--ghost mq-button--sm" onClick={goToDownload}>
            {t('android_app')}
          </button>
        </li>
        {hasBannerGroup(banners, 'w_deposit20') && (
          <li>
            <Link to={paths.depositRank} className="mq-button mq-button--ghost mq-button--sm">
              {t('deposit_top20')}
            </Link>
          </li>
        )}
        {hasBannerGroup(banners, 'w_bet20') && (
          <li>
            <Link to={paths.betRank} className="mq-button mq-button--ghost mq-button--sm">
              {t('bet_top20')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
