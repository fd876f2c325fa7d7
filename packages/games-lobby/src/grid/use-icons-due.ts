import { useEffect, useState } from 'react';
import { LAZY_IMAGE_THROTTLE_MS } from '../config/constants';

/**
 * The lazy-loading throttle (spec §9: 200 ms) for a whole row of icons: true once the row has been
 * in view, overscan not counted, for the throttle without a break. One timer per row instead of one
 * per card, and a row that only flies past in a fast scroll, or waits in the overscan, requests
 * nothing. Stays true while the row is mounted.
 */
export function useIconsDue(inView: boolean): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (due || !inView) return;
    const timer = window.setTimeout(() => setDue(true), LAZY_IMAGE_THROTTLE_MS);
    return () => window.clearTimeout(timer);
  }, [due, inView]);
  return due;
}
