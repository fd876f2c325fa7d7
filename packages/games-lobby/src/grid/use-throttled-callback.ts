import { useCallback, useEffect, useRef } from 'react';

/** Runs `callback` at most once per `waitMs` (leading call; calls in between are dropped). */
export function useThrottledCallback(callback: () => void, waitMs: number): () => void {
  const latest = useRef(callback);
  const last = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < waitMs) return;
    last.current = now;
    latest.current();
  }, [waitMs]);
}
