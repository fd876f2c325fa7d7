import { SESSION_STORAGE_KEYS, type SessionStorageKey } from '@marquee/api-client';

/**
 * sessionStorage access that never throws: Safari private mode and sandboxed iframes refuse
 * storage, and a refused write must not break login (the session then lives for the page only).
 */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readKey(key: SessionStorageKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeKey(key: SessionStorageKey, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // storage full or refused: the in-memory store still holds the value for this page
  }
}

export function clearSessionKeys(): void {
  for (const key of SESSION_STORAGE_KEYS) writeKey(key, null);
}
