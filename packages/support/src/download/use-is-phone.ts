import { useSyncExternalStore } from 'react';

/** A touch screen the size of a phone: there the download buttons link to the app directly. */
const PHONE_QUERY = '(pointer: coarse) and (max-width: 48rem)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(PHONE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}
