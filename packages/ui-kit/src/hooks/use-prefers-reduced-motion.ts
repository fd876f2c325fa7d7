import { useMediaQuery } from './use-media-query';

/**
 * True when the user asked the OS/browser to minimise non-essential motion. The server cannot know
 * the preference; rendering as "reduced" there avoids starting motion before hydration reads it.
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', true);
}
