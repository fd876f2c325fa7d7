import { LazyImage } from '@marquee/ui-kit';
import { DEFAULT_GAME_IMAGE } from './default-game-image';

export interface GameIconProps {
  src: string;
  /** the game's name */
  alt: string;
  /** the first visible row: loads eagerly with high fetch priority */
  priority?: boolean;
  className?: string;
}

/**
 * A square icon whose box is reserved before it loads (no layout shift); up to 3 attempts, then
 * the bundled default game image.
 */
export function GameIcon({ src, alt, priority = false, className }: GameIconProps) {
  return (
    <LazyImage
      src={src || DEFAULT_GAME_IMAGE}
      alt={alt}
      aspectRatio="1 / 1"
      priority={priority}
      fallbackSrc={DEFAULT_GAME_IMAGE}
      className={className ?? 'mq-game-icon'}
    />
  );
}
