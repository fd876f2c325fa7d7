import { useTranslation } from '@marquee/i18n';
import { Carousel } from '@marquee/ui-kit';
import { useLocation } from 'react-router';
import { bannerGroupForPath } from '../../app/route-rules';
import { bannersOfGroup } from '../../notice/banners-of-group';
import { useCurrentAnnouncements } from '../../notice/use-current-announcements';
import { BannerSlide } from './banner-slide';

/** The banner carousel of the current route's group; absent when the group has no banner. */
export function RouteBanner() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data } = useCurrentAnnouncements();
  const banners = bannersOfGroup(data?.banners, bannerGroupForPath(pathname));
  if (banners.length === 0) return null;

  return (
    <div className="app-banner">
      <Carousel
        label={t('banner_region')}
        prevLabel={t('prev_slide')}
        nextLabel={t('next_slide')}
        slideLabel={(index, count) => t('slide_n_of_m', { index, count })}
        autoplayDelay={5000}
        loop
      >
        {banners.map((banner, index) => (
          <BannerSlide key={banner.bannerId} banner={banner} priority={index === 0} />
        ))}
      </Carousel>
    </div>
  );
}
