import { useEffect, useState } from 'react';
import { LAZY_IMAGE_THROTTLE_MS } from '../config/constants';

/**
 * The lazy-loading throttle (200 ms): true once `counting` has held for the throttle
 * without a break, then true for as long as the caller is mounted. An icon counts from its mount;
 * a grid row counts, for all its cards, only while it is in view (overscan not counted), so a row
 * that flies past in a fast scroll, or waits in the overscan, requests nothing.
 */
export function useLazyThrottle(counting: boolean): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (elapsed || !counting) return;
    const timer = window.setTimeout(() => setElapsed(true), LAZY_IMAGE_THROTTLE_MS);
    return () => window.clearTimeout(timer);
  }, [elapsed, counting]);
  return elapsed;
}
