import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs `callback` at most once per `waitMs`: the first call runs at once, calls inside the window
 * collapse into one trailing run at its end (so a dropped call is never lost).
 */
export function useThrottledCallback(callback: () => void, waitMs: number): () => void {
  const latest = useRef(callback);
  const last = useRef(Number.NEGATIVE_INFINITY);
  const timer = useRef<number | null>(null);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    const elapsed = Date.now() - last.current;
    if (elapsed >= waitMs) {
      last.current = Date.now();
      latest.current();
      return;
    }
    if (timer.current !== null) return;
    timer.current = window.setTimeout(() => {
      timer.current = null;
      last.current = Date.now();
      latest.current();
    }, waitMs - elapsed);
  }, [waitMs]);
}
