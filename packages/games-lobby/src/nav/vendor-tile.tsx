import { cx, LazyImage } from '@marquee/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLobbyPaths } from '../config/lobby-config';
import { DEFAULT_GAME_IMAGE } from '../game/default-game-image';
import { vendorHref } from './category-routes';
import type { NavVendor } from './nav-vendor';

export interface VendorTileProps {
  vendor: NavVendor;
  /** where the tile stands (the home strip, a navigation dropdown): its frame and logo size */
  className: string;
  /** the logo's box: wide on the home strip, square in the navigation */
  iconRatio: '1 / 1' | '2 / 1';
  onClick?: (() => void) | undefined;
  /** what the tile adds after the name (the hot badge) */
  children?: ReactNode;
}

/** A game provider's logo over its name, leading to its games in its category. */
export function VendorTile({
  vendor: { card, category },
  className,
  iconRatio,
  onClick,
  children,
}: VendorTileProps) {
  const paths = useLobbyPaths();
  return (
    <Link
      className={cx('mq-vendor-tile', className)}
      to={vendorHref(paths.categories[category], category, card.vassalage)}
      onClick={onClick}
    >
      <LazyImage
        src={card.smallIcon || DEFAULT_GAME_IMAGE}
        alt=""
        aspectRatio={iconRatio}
        fallbackSrc={DEFAULT_GAME_IMAGE}
      />
      <span>{card.name}</span>
      {children}
    </Link>
  );
}
