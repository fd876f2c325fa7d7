import { VisuallyHidden } from '@marquee/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { matchPath, useLocation } from 'react-router';
import { memberCentrePaths } from './paths';

const isMemberCentre = (pathname: string) => memberCentrePaths.some((path) => matchPath(path, pathname));

/**
 * After a navigation inside the app (not on the first load, where the browser starts at the top
 * of the document), moves focus to the new page's main heading, or to the main landmark of a page
 * without one, and announces the page's title politely: otherwise a screen reader stays on the
 * link that was followed, or on the document when that link is gone, and says nothing. The member
 * centre is left alone: it is a dialog over the page, and focuses itself.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  const [title, setTitle] = useState('');

  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (from === null || from === pathname || isMemberCentre(from) || isMemberCentre(pathname)) return;
    const followed = document.activeElement;
    // The work of a change of page loads with the first one: a first visit does not carry it.
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('./focus-new-page').then(({ focusNewPage }) => {
      if (!cancelled) stop = focusNewPage(followed, setTitle);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [pathname]);

  return (
    // a live region by aria-live alone: the role status stays the page's own messages'
    <VisuallyHidden>
      <span aria-live="polite">{title}</span>
    </VisuallyHidden>
  );
}
