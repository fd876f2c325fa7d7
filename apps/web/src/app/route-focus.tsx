import { VisuallyHidden } from '@marquee/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { matchPath, useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from '../layout/skip-link';
import { memberCentrePaths } from './paths';

/** How long a lazy screen may take to show its heading before focus settles on the main landmark. */
const HEADING_WAIT_MS = 10_000;

const isMemberCentre = (pathname: string) => memberCentrePaths.some((path) => matchPath(path, pathname));

/** The new page's main heading once it is rendered (a lazy screen shows a loading cover first). */
function pageHeading(): HTMLElement | null {
  if (document.querySelector('.mq-loading-cover')) return null;
  return document.querySelector<HTMLElement>(`#${MAIN_CONTENT_ID} h1, h1`);
}

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
    let timer = 0;
    const settle = (target: HTMLElement | null) => {
      observer.disconnect();
      window.clearTimeout(timer);
      // the player moved on while the page loaded, or a dialog opened over it: focus stays there
      const active = document.activeElement;
      if (active !== followed && active !== document.body && active !== null) return;
      if (document.querySelector('[aria-modal="true"]')) return;
      const landing = target ?? document.getElementById(MAIN_CONTENT_ID);
      if (!landing) return;
      if (!landing.hasAttribute('tabindex')) landing.setAttribute('tabindex', '-1');
      landing.focus({ preventScroll: true });
      setTitle((target?.textContent ?? document.title).trim());
    };
    const observer = new MutationObserver(() => {
      const heading = pageHeading();
      if (heading) settle(heading);
    });
    const heading = pageHeading();
    if (heading) {
      settle(heading);
      return;
    }
    observer.observe(document.body, { childList: true, subtree: true });
    timer = window.setTimeout(() => settle(null), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname]);

  return (
    // a live region by aria-live alone: the role status stays the page's own messages'
    <VisuallyHidden>
      <span aria-live="polite">{title}</span>
    </VisuallyHidden>
  );
}
