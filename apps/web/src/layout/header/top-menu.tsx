import { useTranslation } from '@marquee/i18n';
import { cx } from '@marquee/ui-kit';
import { Link } from 'react-router';
import { appDownloadHref, paths } from '../../app/paths';
import { CustomerServiceButton } from '../../customer-service/customer-service-button';
import { hasBannerGroup } from '../../notice/banners-of-group';
import { useCurrentAnnouncements } from '../../notice/use-current-announcements';

/** The header's entries beside the game navigation; on a phone, the menu sheet shows them. */
export function TopMenu({ id, className }: { id: string; className?: string }) {
  const { t } = useTranslation();
  const { data } = useCurrentAnnouncements();
  const banners = data?.banners;

  return (
    <nav id={id} className={cx('app-top-menu', className)} aria-label={t('main_menu')}>
      <ul className="app-top-menu__list">
        <li>
          <CustomerServiceButton variant="ghost" size="sm" />
        </li>
        <li>
          {/* the room checks the login itself: a visitor is sent to sign in and brought back */}
          <Link to={paths.chatRoom} className="mq-button mq-button--ghost mq-button--sm">
            {t('chat_room')}
          </Link>
        </li>
        <li>
          <Link to={paths.pointMall} className="mq-button mq-button--ghost mq-button--sm">
            {t('point_mall')}
          </Link>
        </li>
        <li>
          <Link to={appDownloadHref('IOS')} className="mq-button mq-button--ghost mq-button--sm">
            {t('ios_app')}
          </Link>
        </li>
        <li>
          <Link to={appDownloadHref('ANDROID')} className="mq-button mq-button--ghost mq-button--sm">
            {t('android_app')}
          </Link>
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
