import { cx, LazyImage } from '@marquee/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { VENDOR_LOGO_HEIGHT, VENDOR_LOGO_WIDTH } from '../config/constants';
import { useLobbyPaths } from '../config/lobby-config';
import { DEFAULT_GAME_IMAGE } from '../game/default-game-image';
import { vendorHref } from './category-routes';
import type { NavVendor } from './nav-vendor';

export interface VendorTileProps {
  vendor: NavVendor;
  /** where the tile stands (the home strip, a navigation dropdown): its frame and logo size */
  className: string;
  onClick?: (() => void) | undefined;
  /** what the tile adds after the name (the hot badge) */
  children?: ReactNode;
}

/** A game provider's wordmark over its name, leading to its games in its category. */
export function VendorTile({ vendor: { card, category }, className, onClick, children }: VendorTileProps) {
  const paths = useLobbyPaths();
  return (
    <Link
      className={cx('mq-vendor-tile', className)}
      to={vendorHref(paths.categories[category], category, card.vassalage)}
      onClick={onClick}
    >
      {/* the vendor's wordmark, 2:1 (VENDOR_LOGO_WIDTH × VENDOR_LOGO_HEIGHT); its name follows as text */}
      <LazyImage
        src={card.smallIcon || DEFAULT_GAME_IMAGE}
        alt=""
        width={VENDOR_LOGO_WIDTH}
        height={VENDOR_LOGO_HEIGHT}
        aspectRatio="2 / 1"
        fallbackSrc={DEFAULT_GAME_IMAGE}
      />
      <span>{card.name}</span>
      {children}
    </Link>
  );
}
