import { useSyncExternalStore } from 'react';

/**
 * The shell's only access to the session token (sessionStorage 'token', spec §3). The auth
 * package will own the session store; until then everything that asks "logged in?" goes through
 * here, so the switch is one file.
 */
const TOKEN_KEY = 'token';
const listeners = new Set<() => void>();

export function readSessionToken(): string | null {
  try {
    return window.sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function clearSessionToken(): void {
  try {
    window.sessionStorage.removeItem(TOKEN_KEY);
  } finally {
    for (const listener of listeners) listener();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders when the token is cleared (for example after the server reports an expired session). */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribe, readSessionToken, () => null);
}
