import { useCallback, useEffect, useRef } from 'react';

/**
 * How often an open game window is checked. A window gives no event this page can hear when it
 * closes (its opener is cut, and it may be on another origin), so it is polled; once a second
 * notices the player leaving soon enough for the balance and costs nothing.
 */
export const POPUP_CLOSED_POLL_MS = 1000;

/**
 * Watches game windows: `watch(popup)` calls `onClosed` once, when that window has closed. Every
 * watch stops when its window closes or when the component unmounts.
 */
export function usePopupCloseWatch(onClosed: (() => void) | undefined): (popup: Window) => void {
  const timers = useRef(new Set<number>());
  const latest = useRef(onClosed);
  useEffect(() => {
    latest.current = onClosed;
  }, [onClosed]);

  useEffect(() => {
    const running = timers.current;
    return () => {
      for (const timer of running) window.clearInterval(timer);
      running.clear();
    };
  }, []);

  return useCallback((popup: Window) => {
    const timer = window.setInterval(() => {
      if (!popup.closed) return;
      window.clearInterval(timer);
      timers.current.delete(timer);
      latest.current?.();
    }, POPUP_CLOSED_POLL_MS);
    timers.current.add(timer);
  }, []);
}
