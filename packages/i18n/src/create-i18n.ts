import { createInstance, type i18n as I18nInstance, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyLanguage, i18nextLanguage } from './apply-language';
import {
  addFeatureTexts,
  type StaticFeatureTexts,
  shownTranslatedLanguage,
  type TextTable,
} from './feature-texts';
import {
  addLanguageBundle,
  fetchedBundles,
  isLanguageLoaded,
  type LanguageBundle,
  loadLanguage,
} from './language-bundles';
import type { LanguageStorage } from './language-storage';
import { createLanguageStore, type LanguageConfig, type LanguageStore } from './language-store';
import { FALLBACK_LANGUAGE, type LanguageCode } from './languages';
import { MISSING_TEXTS_LOADED, type MissingKeyMode, missingKeyHandler } from './missing-key';

export interface CreateI18nOptions extends LanguageConfig {
  /**
   * What a `t()` call with a key that no translation file has does. Use `'throw'` in tests so a
   * typo fails the render. Defaults to `'warn'`.
   */
  onMissingKey?: MissingKeyMode;
  /** Where `lang` / `hisLang` live. Defaults to `window.localStorage`; `null` keeps them in memory. */
  storage?: LanguageStorage | null;
  /** A language the page's address asks for (`?lang=`): see `LanguageStoreOptions`. */
  requestedLanguage?: string | null;
}

interface InstanceState {
  store: LanguageStore;
  /** Bumped by every switch request and store change, so a slow load cannot undo a later choice. */
  switchRequest: number;
}

const instances = new WeakMap<I18nInstance, InstanceState>();

function instanceState(i18n: I18nInstance): InstanceState {
  const state = instances.get(i18n);
  if (!state) throw new Error('This i18next instance was not created by createI18n()');
  return state;
}

/**
 * Builds a ready-to-use i18next instance together with its language store, which starts from the
 * stored `lang` and drives the instance from then on. English (the fallback) is bundled, so init
 * is synchronous; any other starting language begins loading at once and `<I18nProvider>` holds
 * its children back until it is in.
 */
export function createI18n(options: CreateI18nOptions): I18nInstance {
  return createI18nWithBundles(options, fetchedBundles());
}

/** `createI18n` with some bundles already in hand (always including English). Internal. */
export function createI18nWithBundles(
  {
    defaultLanguage,
    supportedLanguages,
    onMissingKey = 'warn',
    storage,
    requestedLanguage,
  }: CreateI18nOptions,
  bundles: ReadonlyMap<LanguageCode, LanguageBundle>,
  featureTexts: readonly StaticFeatureTexts[] = [],
): I18nInstance {
  const store = createLanguageStore({ defaultLanguage, supportedLanguages, storage, requestedLanguage });
  const resources: Resource = Object.fromEntries(
    // Copies: feature texts are merged into these tables, and the bundles are shared by instances.
    [...bundles].map(([code, bundle]) => [i18nextLanguage(code), { translation: { ...bundle.translation } }]),
  );
  const i18n = createInstance();
  i18n.use(initReactI18next);
  const initial = store.getState().current;
  void i18n.init({
    resources,
    lng: i18nextLanguage(initial),
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
    missingKeyHandler: onMissingKey === 'ignore' ? false : missingKeyHandler(onMissingKey, i18n),
    // Texts arriving re-render nobody: a feature renders once its texts are in (lazyFeature,
    // WithFeatureTexts), and a component showing a stand-in until then asks for it (useTextsHeld).
    // Re-rendering every translated component for each feature's texts made a first visit to home
    // re-render the whole page three times. Only texts fetched for a missing key (a feature that
    // did not wait) re-render them all.
    react: { bindI18n: `languageChanged ${MISSING_TEXTS_LOADED}`, bindI18nStore: '' },
  });
  for (const [code, bundle] of bundles) addLanguageBundle(i18n, code, bundle);
  for (const { texts, tables } of featureTexts) {
    for (const [code, table] of Object.entries(tables) as [LanguageCode, TextTable][]) {
      addFeatureTexts(i18n, texts, code, table);
    }
  }

  const state: InstanceState = { store, switchRequest: 0 };
  instances.set(i18n, state);

  // Start fetching a returning visitor's language now, in parallel with the rest of the startup.
  // A failure is handled (and reported) by I18nProvider, which waits for the same fetch.
  if (!isLanguageLoaded(i18n, initial)) loadLanguage(i18n, initial).catch(() => {});

  store.subscribe((next, previous) => {
    if (next.current === previous.current) return;
    state.switchRequest += 1;
    applyLanguage(i18n, next.current).catch((error: unknown) => {
      console.error(`[@marquee/i18n] Could not load language ${next.current}`, error);
      // Keep the store in step with what the page shows. (`useLanguageSwitch` loads before it
      // stores, so only direct `setLanguage` calls end up here.)
      const shown = shownTranslatedLanguage(i18n);
      if (shown && shown !== next.current && store.getState().current === next.current) {
        store.setState({
          current: shown,
          previous: previous.current === shown ? previous.previous : previous.current,
        });
      }
    });
  });
  return i18n;
}

/** The language store of an instance made by `createI18n`, for use outside React. */
export function getLanguageStore(i18n: I18nInstance): LanguageStore {
  return instanceState(i18n).store;
}

/**
 * Loads `code`, then stores it as the player's choice, which applies it. Rejects, leaving language
 * and storage untouched, if the bundle cannot be loaded; resolves `false` when a later switch or
 * store change overtook this one while it loaded. Internal: `useLanguageSwitch` uses it.
 */
export async function switchLanguage(i18n: I18nInstance, code: LanguageCode): Promise<boolean> {
  const state = instanceState(i18n);
  const { supported } = state.store.getState();
  if (!supported.includes(code)) {
    throw new RangeError(`Language "${code}" is not supported [${supported.join(', ')}]`);
  }
  state.switchRequest += 1;
  const request = state.switchRequest;
  await loadLanguage(i18n, code);
  if (state.switchRequest !== request) return false;
  state.store.getState().setLanguage(code);
  return true;
}

/**
 * Applies the stored language (page-global `<html lang>` included). If its bundle
 * cannot be loaded, the page shows the fallback language instead, without overwriting the stored
 * choice, so the next visit tries again. Never rejects. Internal: `I18nProvider` uses it.
 */
export async function applyStoredLanguage(i18n: I18nInstance): Promise<void> {
  const { store } = instanceState(i18n);
  const code = store.getState().current;
  try {
    await applyLanguage(i18n, code);
  } catch (error) {
    console.error(`[@marquee/i18n] Could not load language ${code}; showing ${FALLBACK_LANGUAGE}`, error);
    // The store subscription applies the (bundled) fallback synchronously.
    if (store.getState().current === code) store.setState({ current: FALLBACK_LANGUAGE });
  }
}
