import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long a position or an anchor is waited for (a lazy screen, a list from the cache). */
const RESTORE_WAIT_MS = 5_000;

/** What the player does that ends the wait: the page is theirs again. */
const TAKE_OVER_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** How long pointer events stay off once the page changed (see `tap-guard.css`). */
const TAP_GUARD_MS = 200;

let tapGuardTimer = 0;

/**
 * Turns pointer events off for a moment after a change of page: the second tap of a double tap
 * would otherwise land on the new page, and open the game that happens to sit where the link was.
 */
function guardTaps() {
  const root = document.documentElement;
  root.setAttribute('data-tap-guard', '');
  window.clearTimeout(tapGuardTimer);
  tapGuardTimer = window.setTimeout(endTapGuard, TAP_GUARD_MS);
}

function endTapGuard() {
  window.clearTimeout(tapGuardTimer);
  document.documentElement.removeAttribute('data-tap-guard');
}

/** The window's scroll position of each history entry, by the router's entry key. */
const positions = new Map<string, number>();

/** Find the anchor by id first, then by name, like the browser does for a URL fragment. */
function findAnchor(hash: string): HTMLElement | null {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape is looked up as written.
  }
  return document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null;
}

const reachable = (top: number) => document.documentElement.scrollHeight - window.innerHeight >= top;

/**
 * Runs `attempt` now and, until it succeeds, again whenever the page changes (a lazy screen
 * rendered, a list filled from the cache, an image laid out), until the player scrolls or types, or
 * the wait is over. Answers the function that stops it.
 */
function retryUntilDone(attempt: () => boolean): () => void {
  if (attempt()) return () => undefined;
  const retry = () => {
    if (attempt()) stop();
  };
  const resized = new ResizeObserver(retry);
  const changed = new MutationObserver(retry);
  const timer = window.setTimeout(() => stop(), RESTORE_WAIT_MS);
  function stop() {
    resized.disconnect();
    changed.disconnect();
    window.clearTimeout(timer);
    for (const type of TAKE_OVER_EVENTS) window.removeEventListener(type, stop);
  }
  resized.observe(document.body);
  changed.observe(document.body, { childList: true, subtree: true });
  for (const type of TAKE_OVER_EVENTS) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * Owns the window's scroll position (the browser's own restoration is switched off: it restores
 * before a lazy screen has rendered, on a page too short to reach the position). A new page starts
 * at the top, or at its hash anchor; Back and Forward return to where that page was left. A change
 * of the query alone (a filter written to the address) keeps the position. Runs before the new
 * page is painted, so the old position is never shown on it, and follows a page that renders
 * after it (a lazy screen) until the position or the anchor can be reached. A change of page also
 * ignores taps for a moment, from before the new page is painted.
 */
export function ScrollManager() {
  const { key, pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const current = useRef(key);
  const previous = useRef<{ pathname: string; hash: string } | null>(null);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const save = () => positions.set(current.current, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      window.removeEventListener('scroll', save);
      // a guard left on would keep the next owner of the document (a remount, a test) from being tapped
      endTapGuard();
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new history entry (its key) is what moves the page, not a re-render
  useLayoutEffect(() => {
    current.current = key;
    const from = previous.current;
    previous.current = { pathname, hash };
    if (from && from.pathname !== pathname) guardTaps();
    const saved = navigationType === 'POP' ? positions.get(key) : undefined;
    if (saved !== undefined) {
      return retryUntilDone(() => {
        window.scrollTo(0, saved);
        return reachable(saved);
      });
    }
    if (from && from.pathname === pathname && from.hash === hash) return;
    // a new page waiting for its anchor starts at the top; an anchor of the same page is waited for where the player is
    if (!hash || (from?.pathname !== pathname && !findAnchor(hash))) window.scrollTo(0, 0);
    if (!hash) return;
    return retryUntilDone(() => {
      const target = findAnchor(hash);
      target?.scrollIntoView({ block: 'start' });
      return target !== null;
    });
  }, [key]);

  return null;
}
