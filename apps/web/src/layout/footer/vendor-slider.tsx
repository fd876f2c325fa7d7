import { DEFAULT_HOME_SECTIONS, type VendorCard } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useVendorLanesQuery } from '@marquee/session';
import { Carousel, cx, LazyImage } from '@marquee/ui-kit';
import { type ReactNode, useRef } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../app/paths';
import { useMediaQuery } from '../../common/use-media-query';
import { useNearViewport } from '../../common/use-near-viewport';
import { usePermissionQuery } from '../../system/permission-query';
import { useImageUrl } from '../../system/use-image-url';

/** A vendor can appear in several lanes (e.g. live and RNG); the slider shows it once. */
function uniqueVendors(cards: readonly VendorCard[]): VendorCard[] {
  const seen = new Set<string>();
  return cards.filter((card) => {
    if (seen.has(card.vassalage)) return false;
    seen.add(card.vassalage);
    return true;
  });
}

/** Nine logos per view fit a desktop footer; on a phone they would be too small to recognise. */
const NARROW_SCREEN = '(max-width: 720px)';

/** As far ahead as home's sections: the logos usually load before the footer scrolls into view. */
const NEAR_MARGIN = '400px 0px';

/**
 * The strip's place, holding its height (the pending style) until it nears the viewport, then the
 * slider: on a lobby the footer is screens below the games, and its 50 slides, their images and the
 * carousel's engine were work of the page's first second that nobody saw.
 */
function NearViewportStrip({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, NEAR_MARGIN);
  return (
    <div ref={ref} className={cx('app-footer__vendors', !near && 'app-footer__vendors--pending')}>
      {near && children}
    </div>
  );
}

/** Everywhere but on a home that shows its own vendor strip, which would make it the second one. */
export function VendorSlider() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const narrow = useMediaQuery(NARROW_SCREEN);
  const imageUrl = useImageUrl();
  const { data: permission } = usePermissionQuery();
  const { data: lanes, isLoading } = useVendorLanesQuery(permission?.merchantCode ?? '');
  const homeStrip =
    pathname === paths.root && (permission?.homeSections ?? DEFAULT_HOME_SECTIONS).includes('vendors');
  if (homeStrip) return null;
  // Reserves the strip's height while the lanes load, so the footer does not jump.
  if (isLoading) return <div className="app-footer__vendors app-footer__vendors--pending" />;
  const vendors = uniqueVendors(lanes?.flatMap((lane) => lane.cards) ?? []);
  if (vendors.length === 0) return null;

  return (
    <NearViewportStrip>
      <Carousel
        label={t('game_providers')}
        prevLabel={t('prev_slide')}
        nextLabel={t('next_slide')}
        slideLabel={(index, count) => t('slide_n_of_m', { index, count })}
        slidesPerView={narrow ? 4 : 9}
        gap={narrow ? 16 : 30}
        loop
      >
        {vendors.map((vendor) => (
          <LazyImage
            key={vendor.vassalage}
            className="app-footer__vendor"
            src={imageUrl(vendor.smallIcon)}
            alt={vendor.name}
            width={120}
            height={60}
          />
        ))}
      </Carousel>
    </NearViewportStrip>
  );
}
