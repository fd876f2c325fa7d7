import { useCallback, useLayoutEffect, useRef } from 'react';

/** A callback whose identity never changes but which always calls the latest `callback`. */
export function useStableCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
