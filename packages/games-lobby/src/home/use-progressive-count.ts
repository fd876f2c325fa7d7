import { useEffect, useState } from 'react';

/**
 * How many of `total` parts to render: `first` at once, then one more in each following task, so
 * each part's render, commit and layout is a task of its own. Rendered at
 * once, home's hot groups (50 cards on a phone, most below the fold) were one commit of 65–110 ms
 * and one layout of 70–100 ms at Lighthouse's 4× CPU slowdown, both long tasks.
 */
export function useProgressiveCount(total: number, first: number): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    const timer = window.setTimeout(() => setShown(shown + 1), 0);
    return () => window.clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}
