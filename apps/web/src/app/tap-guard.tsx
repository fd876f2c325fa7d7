import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long taps are ignored once the page changed. */
const TAP_GUARD_MS = 200;

/** Set on the root element while taps are ignored; `tap-guard.css` turns pointer events off. */
const TAP_GUARD_ATTRIBUTE = 'data-tap-guard';

/**
 * For a moment after a navigation to another page, pointer events are off: the second tap of a
 * double tap would otherwise land on the new page, and open the game that happens to sit where
 * the link was. Set before the new page is painted; a change of the query alone keeps the page.
 */
export function TapGuard() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const root = document.documentElement;
    root.setAttribute(TAP_GUARD_ATTRIBUTE, '');
    const timer = window.setTimeout(() => root.removeAttribute(TAP_GUARD_ATTRIBUTE), TAP_GUARD_MS);
    return () => {
      window.clearTimeout(timer);
      root.removeAttribute(TAP_GUARD_ATTRIBUTE);
    };
  }, [pathname]);

  return null;
}
