import { type CSSProperties, useCallback, useRef } from 'react';

function virtualRowStyle(top: number, height: number): CSSProperties {
  return {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '100%',
    height,
    transform: `translateY(${top}px)`,
  };
}

/** Memoised row styles, so an unchanged row gets the same style object on every scroll frame. */
export function useRowStyles() {
  const cache = useRef(new Map<string, CSSProperties>());
  return useCallback((top: number, height: number) => {
    const key = `${top}:${height}`;
    let style = cache.current.get(key);
    if (!style) {
      if (cache.current.size > 500) cache.current.clear();
      style = virtualRowStyle(top, height);
      cache.current.set(key, style);
    }
    return style;
  }, []);
}
