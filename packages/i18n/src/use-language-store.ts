import { useStore } from 'zustand';
import type { LanguageState } from './language-store';
import { useLanguageStoreApi } from './language-store-context';

/** Reads the language store of the nearest `<I18nProvider>`; pass a selector to re-render less. */
export function useLanguageStore(): LanguageState;
export function useLanguageStore<T>(selector: (state: LanguageState) => T): T;
export function useLanguageStore<T>(selector?: (state: LanguageState) => T): T | LanguageState {
  const store = useLanguageStoreApi();
  return useStore(store, selector ?? ((state: LanguageState) => state));
}
