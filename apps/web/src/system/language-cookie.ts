import { LANGUAGE_COOKIE } from '@marquee/api-client';
import type { getLanguageStore } from '@marquee/i18n';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function writeCookie(code: string): void {
  document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/**
 * Keeps the visitor's language in a cookie as well as in localStorage: the server that serves the
 * app cannot read localStorage, and with the cookie it preloads the banner in the language the
 * page will show rather than the English one. Written at start (a choice made before the cookie
 * existed) and on every change.
 */
export function mirrorLanguageCookie(store: ReturnType<typeof getLanguageStore>): () => void {
  writeCookie(store.getState().current);
  return store.subscribe((state, previous) => {
    if (state.current !== previous.current) writeCookie(state.current);
  });
}
