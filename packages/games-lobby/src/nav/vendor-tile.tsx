import { cx } from '@marquee/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLobbyPaths } from '../config/lobby-config';
import { VendorLogo } from '../game/vendor-logo';
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
      <VendorLogo src={card.smallIcon} />
      <span>{card.name}</span>
      {children}
    </Link>
  );
}
