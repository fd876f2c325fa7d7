import { LazyImage } from '@marquee/ui-kit';
import { VENDOR_LOGO_HEIGHT, VENDOR_LOGO_WIDTH } from '../config/constants';
import { DEFAULT_GAME_IMAGE } from './default-game-image';

export interface VendorLogoProps {
  /** the vendor's wordmark (`smallIcon`); empty when the platform has none */
  src: string;
  className?: string | undefined;
}

/**
 * A vendor's wordmark at the size the platform draws it (2:1), reserved before it loads and the
 * default image when it fails. Decorative: the vendor's name always follows it as text.
 */
export function VendorLogo({ src, className }: VendorLogoProps) {
  return (
    <LazyImage
      src={src || DEFAULT_GAME_IMAGE}
      alt=""
      width={VENDOR_LOGO_WIDTH}
      height={VENDOR_LOGO_HEIGHT}
      aspectRatio="2 / 1"
      fallbackSrc={DEFAULT_GAME_IMAGE}
      className={className}
    />
  );
}
