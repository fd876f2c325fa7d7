import type { i18n as I18nInstance } from 'i18next';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { applyLanguage } from './apply-language';
import { getLanguageStore } from './create-i18n';
import { LanguageStoreContext } from './language-store-context';

export interface I18nProviderProps {
  /** An instance from `createI18n`. */
  i18n: I18nInstance;
  children?: ReactNode;
}

export function I18nProvider({ i18n, children }: I18nProviderProps) {
  const store = getLanguageStore(i18n);

  // dayjs and <html lang> are page-global, so another instance (a story, a test) may have moved them.
  useEffect(() => {
    void applyLanguage(i18n, store.getState().current);
  }, [i18n, store]);

  return (
    <I18nextProvider i18n={i18n}>
      <LanguageStoreContext.Provider value={store}>{children}</LanguageStoreContext.Provider>
    </I18nextProvider>
  );
}
