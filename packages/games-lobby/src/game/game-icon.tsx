import { LazyImage } from '@marquee/ui-kit';
import { DEFAULT_GAME_IMAGE } from './default-game-image';
import { useLazyThrottle } from './use-lazy-throttle';

export interface GameIconProps {
  src: string;
  /** the game's name */
  alt: string;
  /**
   * The first visible row: loads at once, eagerly, with high fetch priority. It may turn true after
   * mount (the grid sets it once its first frame is painted); the icon is then due at once.
   */
  priority?: boolean;
  /**
   * Set by a caller that times the throttle for many icons at once (a grid row, from when it came
   * into view): the icon is due when this is true, and keeps no timer of its own.
   */
  due?: boolean;
  className?: string;
}

/**
 * A square icon whose box is reserved before it loads (no layout shift); up to 3 attempts, then
 * the bundled default game image. Other than the first row, an icon is requested only once its
 * card has stayed on screen for the lazy-loading throttle (200 ms): a card that merely
 * flies past in a fast scroll costs no request and no image decode.
 */
export function GameIcon({ src, alt, priority = false, due: dueFromCaller, className }: GameIconProps) {
  const throttled = useLazyThrottle(!priority && dueFromCaller === undefined);
  const due = priority || (dueFromCaller ?? throttled);
  const name = className ?? 'mq-game-icon';

  if (!due) {
    return alt ? (
      <span role="img" aria-label={alt} className={`${name} mq-game-icon--pending`} />
    ) : (
      <span aria-hidden="true" className={`${name} mq-game-icon--pending`} />
    );
  }
  return (
    <LazyImage
      src={src || DEFAULT_GAME_IMAGE}
      alt={alt}
      aspectRatio="1 / 1"
      priority={priority}
      fallbackSrc={DEFAULT_GAME_IMAGE}
      className={name}
    />
  );
}
