import { createInstance, type i18n as I18nInstance, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyLanguage, i18nextLanguage } from './apply-language';
import type { LanguageStorage } from './language-storage';
import { createLanguageStore, type LanguageConfig, type LanguageStore } from './language-store';
import { FALLBACK_LANGUAGE, TRANSLATED_LANGUAGES } from './languages';
import { type MissingKeyMode, missingKeyHandler } from './missing-key';
import { TRANSLATIONS } from './translations';

export interface CreateI18nOptions extends LanguageConfig {
  /**
   * What a `t()` call with a key that no translation file has does. Use `'throw'` in tests so a
   * typo fails the render. Defaults to `'warn'`.
   */
  onMissingKey?: MissingKeyMode;
  /** Where `lang` / `hisLang` live. Defaults to `window.localStorage`; `null` keeps them in memory. */
  storage?: LanguageStorage | null;
}

const languageStores = new WeakMap<I18nInstance, LanguageStore>();

const resources: Resource = Object.fromEntries(
  TRANSLATED_LANGUAGES.map((code) => [i18nextLanguage(code), { translation: TRANSLATIONS[code] }]),
);

/**
 * Builds a ready-to-use i18next instance (resources are bundled, so init is synchronous) together
 * with its language store, which starts from the stored `lang` and drives the instance from then on.
 */
export function createI18n({
  defaultLanguage,
  supportedLanguages,
  onMissingKey = 'warn',
  storage,
}: CreateI18nOptions): I18nInstance {
  const store = createLanguageStore({ defaultLanguage, supportedLanguages, storage });
  const i18n = createInstance();
  i18n.use(initReactI18next);
  void i18n.init({
    resources,
    lng: i18nextLanguage(store.getState().current),
    fallbackLng: i18nextLanguage(FALLBACK_LANGUAGE),
    load: 'currentOnly',
    initAsync: false,
    // Keys are flat snake_case, so dots and colons are literal characters.
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    returnEmptyString: false,
    // React escapes rendered strings already.
    interpolation: { escapeValue: false },
    saveMissing: onMissingKey !== 'ignore',
    saveMissingTo: 'current',
    missingKeyHandler: onMissingKey === 'ignore' ? false : missingKeyHandler(onMissingKey),
  });
  store.subscribe((state, previous) => {
    if (state.current !== previous.current) void applyLanguage(i18n, state.current);
  });
  languageStores.set(i18n, store);
  return i18n;
}

/** The language store of an instance made by `createI18n`, for use outside React. */
export function getLanguageStore(i18n: I18nInstance): LanguageStore {
  const store = languageStores.get(i18n);
  if (!store) throw new Error('This i18next instance was not created by createI18n()');
  return store;
}
