import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { SEAMLESS_SCROLL } from '../config/constants';

export interface SeamlessScroll {
  listRef: RefObject<HTMLUListElement | null>;
  pause: () => void;
  resume: () => void;
  /**
   * Moves by the switch step (134 px) up (-1) or down (1) from the row at the top, then stops there
   * for the wait like at any row.
   */
  switchBy: (direction: 1 | -1) => void;
}

/**
 * Seamless vertical scroll: 1 px per frame, a 1000 ms stop at every item, wrapping
 * round a list rendered twice. Moves the list with a transform, without re-rendering React.
 * `itemHeight` must divide the switch step, so that a switch, like the scroll, stops on a row.
 */
export function useSeamlessScroll(count: number, itemHeight: number, enabled: boolean): SeamlessScroll {
  const listRef = useRef<HTMLUListElement>(null);
  const offset = useRef(0);
  const paused = useRef(false);
  // set while the scroll runs: stops the step under way and waits at the current row again
  const restart = useRef<(() => void) | null>(null);
  const total = count * itemHeight;

  const apply = useCallback(() => {
    if (listRef.current) listRef.current.style.transform = `translateY(${-offset.current}px)`;
  }, []);

  useEffect(() => {
    offset.current = 0;
    apply();
    if (!enabled || total === 0) return;
    let frame = 0;
    let timer = 0;
    const wait = () => {
      timer = window.setTimeout(() => {
        frame = window.requestAnimationFrame(step);
      }, SEAMLESS_SCROLL.waitMs);
    };
    function step() {
      if (!paused.current) {
        offset.current += SEAMLESS_SCROLL.step;
        if (offset.current >= total) offset.current -= total;
        apply();
        if (offset.current % itemHeight === 0) {
          wait();
          return;
        }
      }
      frame = window.requestAnimationFrame(step);
    }
    const stop = () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
    restart.current = () => {
      stop();
      wait();
    };
    wait();
    return () => {
      restart.current = null;
      stop();
    };
  }, [enabled, total, itemHeight, apply]);

  const switchBy = useCallback(
    (direction: 1 | -1) => {
      if (total === 0) return;
      // from the row at the top, so a press during the 1 px steps still ends on a row
      const row = Math.floor(offset.current / itemHeight) * itemHeight;
      const moved = row + direction * SEAMLESS_SCROLL.switchStep;
      offset.current = ((moved % total) + total) % total;
      apply();
      restart.current?.();
    },
    [total, itemHeight, apply],
  );

  return {
    listRef,
    pause: useCallback(() => {
      paused.current = true;
    }, []),
    resume: useCallback(() => {
      paused.current = false;
    }, []),
    switchBy,
  };
}
