import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { SEAMLESS_SCROLL } from '../config/constants';

export interface SeamlessScroll {
  listRef: RefObject<HTMLUListElement | null>;
  pause: () => void;
  resume: () => void;
  /** moves by the switch step (134 px) up (-1) or down (1) */
  switchBy: (direction: 1 | -1) => void;
}

/**
 * Seamless vertical scroll (spec §9): 1 px per frame, a 1000 ms stop at every item, wrapping
 * round a list rendered twice. Moves the list with a transform, without re-rendering React.
 */
export function useSeamlessScroll(count: number, itemHeight: number, enabled: boolean): SeamlessScroll {
  const listRef = useRef<HTMLUListElement>(null);
  const offset = useRef(0);
  const paused = useRef(false);
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
    wait();
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [enabled, total, itemHeight, apply]);

  const switchBy = useCallback(
    (direction: 1 | -1) => {
      if (total === 0) return;
      const moved = offset.current + direction * SEAMLESS_SCROLL.switchStep;
      offset.current = ((moved % total) + total) % total;
      apply();
    },
    [total, apply],
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
