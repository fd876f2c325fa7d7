import { useStore } from 'zustand';
import type { LanguageState } from './language-store';
import { useLanguageStoreApi } from './language-store-context';

const selectState = (state: LanguageState): LanguageState => state;

/** Reads the language store of the nearest `<I18nProvider>`; pass a selector to re-render less. */
export function useLanguageStore(): LanguageState;
export function useLanguageStore<T>(selector: (state: LanguageState) => T): T;
export function useLanguageStore<T>(selector?: (state: LanguageState) => T): T | LanguageState {
  const store = useLanguageStoreApi();
  return useStore<typeof store, T | LanguageState>(store, selector ?? selectState);
}
