import type { i18n as I18nInstance } from 'i18next';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { applyStoredLanguage, getLanguageStore } from './create-i18n';
import { isLanguageLoaded } from './language-bundles';
import { LanguageStoreContext } from './language-store-context';

export interface I18nProviderProps {
  /** An instance from `createI18n`. */
  i18n: I18nInstance;
  /**
   * Shown instead of the children while the starting language loads (a returning visitor's
   * non-English choice; usually a few milliseconds). Defaults to nothing. It renders outside the
   * i18n context, so it must not use translations.
   */
  fallback?: ReactNode;
  children?: ReactNode;
}

export function I18nProvider({ i18n, fallback = null, children }: I18nProviderProps) {
  const store = getLanguageStore(i18n);
  const context = useMemo(() => ({ store, i18n }), [store, i18n]);
  // The instance whose starting language has been applied (or has fallen back to English).
  const [settled, setSettled] = useState<I18nInstance | null>(() =>
    isLanguageLoaded(i18n, store.getState().current) ? i18n : null,
  );
  const ready = settled === i18n || isLanguageLoaded(i18n, store.getState().current);

  // <html lang> is page-global, so another instance (a story, a test) may have moved
  // it. For a language that is still loading, the children wait so English never flashes first.
  useEffect(() => {
    let active = true;
    void applyStoredLanguage(i18n).then(() => {
      if (active) setSettled(i18n);
    });
    return () => {
      active = false;
    };
  }, [i18n]);

  if (!ready) return <>{fallback}</>;
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageStoreContext.Provider value={context}>{children}</LanguageStoreContext.Provider>
    </I18nextProvider>
  );
}
