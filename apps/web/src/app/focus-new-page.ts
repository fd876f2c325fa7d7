import { MAIN_CONTENT_ID } from '../layout/skip-link';

/** How long a lazy screen may take to show its heading before focus settles on the main landmark. */
const HEADING_WAIT_MS = 10_000;

/** The new page's main heading once it is rendered (a lazy screen shows a loading cover first). */
function pageHeading(): HTMLElement | null {
  if (document.querySelector('.mq-loading-cover')) return null;
  return document.querySelector<HTMLElement>(`#${MAIN_CONTENT_ID} h1, h1`);
}

/**
 * Moves focus to the new page's main heading once it is rendered, or to the main landmark of a
 * page without one, unless the player moved on from `followed` (the element focused when the page
 * changed) or a dialog opened meanwhile; `announce` is given the title of the page landed on.
 * Answers the function that stops waiting.
 */
export function focusNewPage(followed: Element | null, announce: (title: string) => void): () => void {
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
    announce((target?.textContent ?? document.title).trim());
  };
  const observer = new MutationObserver(() => {
    const heading = pageHeading();
    if (heading) settle(heading);
  });
  const heading = pageHeading();
  if (heading) {
    settle(heading);
    return () => undefined;
  }
  observer.observe(document.body, { childList: true, subtree: true });
  timer = window.setTimeout(() => settle(null), HEADING_WAIT_MS);
  return () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
}
