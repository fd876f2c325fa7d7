/** localStorage keys shared with the legacy platform pages, so their names must not change. */
export const LANGUAGE_STORAGE_KEY = 'lang';
export const PREVIOUS_LANGUAGE_STORAGE_KEY = 'hisLang';

export type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** `window.localStorage` can be missing (SSR) or throw on access (blocked storage, Safari private mode). */
export function defaultLanguageStorage(): LanguageStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStorage(storage: LanguageStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(storage: LanguageStorage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // A full or blocked storage only costs the preference on the next visit.
  }
}
