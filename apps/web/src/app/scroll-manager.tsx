import { useEffect } from 'react';
import { useLocation } from 'react-router';

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

/** On every navigation: scroll to the hash anchor when there is one, otherwise to the top. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    const anchor = hash ? findAnchor(hash) : null;
    if (anchor) anchor.scrollIntoView({ block: 'start' });
    else window.scrollTo(0, 0);
  }, [pathname, hash]);

  return null;
}
