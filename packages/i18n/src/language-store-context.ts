import type { i18n as I18nInstance } from 'i18next';
import { createContext, useContext } from 'react';
import type { LanguageStore } from './language-store';

export interface LanguageContextValue {
  store: LanguageStore;
  i18n: I18nInstance;
}

export const LanguageStoreContext = createContext<LanguageContextValue | null>(null);

export function useLanguageContext(): LanguageContextValue {
  const value = useContext(LanguageStoreContext);
  if (!value) throw new Error('Language hooks must be used inside <I18nProvider>');
  return value;
}

export function useLanguageStoreApi(): LanguageStore {
  return useLanguageContext().store;
}
