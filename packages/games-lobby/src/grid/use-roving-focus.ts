import { type KeyboardEvent, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { nextIndex } from './grid-layout';

/** The grid's one Tab stop: arrow keys move focus between cards (the ARIA grid pattern). */
export function useRovingFocus(count: number, columns: number) {
  const [active, setActive] = useState(0);
  const pendingFocus = useRef(false);
  const refs = useRef(new Map<number, HTMLButtonElement>());
  const activeIndex = Math.min(active, Math.max(count - 1, 0));

  // Stable, index-based: memoised rows and cards are not re-rendered for new closures.
  const registerButton = useCallback((index: number, element: HTMLButtonElement | null) => {
    if (element) refs.current.set(index, element);
    else if (refs.current.get(index)) refs.current.delete(index);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, reveal?: (index: number) => void) => {
    if (count === 0) return;
    const target = event.target as HTMLElement;
    if (!target.classList.contains('mq-game-card__launch')) return;
    const next = nextIndex(event.key, activeIndex, count, columns, event.ctrlKey);
    if (next === null) return;
    event.preventDefault();
    pendingFocus.current = true;
    setActive(next);
    reveal?.(next);
  };

  // In the commit itself: focus must not wait for passive effects, which a transition rendering
  // at the same time (the overscan rows after the first paint) can leave pending past the key press.
  useLayoutEffect(() => {
    if (!pendingFocus.current) return;
    const element = refs.current.get(activeIndex);
    if (element) {
      pendingFocus.current = false;
      element.focus();
    }
  });

  return { activeIndex, setActive, registerButton, onKeyDown };
}
