import { useEffect, useRef } from 'react';

/**
 * Calls `callback` every `delay` ms; `null` pauses. The latest callback is always used, so
 * re-renders do not restart the timer.
 */
export function useInterval(callback: () => void, delay: number | null): void {
  const savedCallback = useRef(callback);

  useEffect(() => {
    savedCallback.current = callback;
  }, [callback]);

  useEffect(() => {
    if (delay === null) return;
    const id = window.setInterval(() => savedCallback.current(), delay);
    return () => window.clearInterval(id);
  }, [delay]);
}
