import { createContext, useContext } from 'react';
import type { LanguageStore } from './language-store';

export const LanguageStoreContext = createContext<LanguageStore | null>(null);

export function useLanguageStoreApi(): LanguageStore {
  const store = useContext(LanguageStoreContext);
  if (!store) throw new Error('Language hooks must be used inside <I18nProvider>');
  return store;
}
