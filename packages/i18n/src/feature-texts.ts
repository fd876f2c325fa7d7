import type { i18n as I18nInstance } from 'i18next';
import { FALLBACK_LANGUAGE, type LanguageCode, TRANSLATED_LANGUAGES } from './languages';
import { translatedLanguageInfo } from './translated-language-info';
import type { FeatureTranslationTable } from './translations';

/**
 * Every language's feature texts as a chunk of its own: the screens, forms and dialogs that load
 * after the shell bring them in. The table is mutable so tests can spy on a loader.
 */
export const FEATURE_TEXT_LOADERS: Record<LanguageCode, () => Promise<{ default: FeatureTranslationTable }>> =
  {
    CN: () => import('./locales/features/cn.json'),
    EN: () => import('./locales/features/en.json'),
    ID: () => import('./locales/features/id.json'),
    TH: () => import('./locales/features/th.json'),
    TY: () => import('./locales/features/ty.json'),
    VI: () => import('./locales/features/vi.json'),
  };

/** Per instance: its feature-text fetches, in flight or done, by language. */
const instanceLoads = new WeakMap<I18nInstance, Map<LanguageCode, Promise<void>>>();
/** Per instance: the languages whose feature texts it holds. */
const instanceHas = new WeakMap<I18nInstance, Set<LanguageCode>>();

/**
 * The instance itself: react-i18next's `useTranslation()` hands out a proxy of it (a new one on
 * each language change), which must not count as another instance here.
 */
function unwrap(i18n: I18nInstance): I18nInstance {
  return (i18n as I18nInstance & { __original?: I18nInstance }).__original ?? i18n;
}

function has(i18n: I18nInstance): Set<LanguageCode> {
  let set = instanceHas.get(i18n);
  if (!set) {
    set = new Set();
    instanceHas.set(i18n, set);
  }
  return set;
}

/** The translated language `i18n` shows, if any. */
export function shownTranslatedLanguage(i18n: I18nInstance): LanguageCode | undefined {
  return TRANSLATED_LANGUAGES.find((code) => translatedLanguageInfo(code).htmlLang === i18n.language);
}

/** The translated language `i18n` shows (its fallback while none is set). */
export function languageShownBy(i18n: I18nInstance): LanguageCode {
  return shownTranslatedLanguage(i18n) ?? FALLBACK_LANGUAGE;
}

/** Gives `i18n` the feature texts of `code` from a table in hand (tests, tooling). */
export function addFeatureTexts(
  i18n: I18nInstance,
  code: LanguageCode,
  table: FeatureTranslationTable,
): void {
  i18n.addResourceBundle(translatedLanguageInfo(code).htmlLang, 'translation', table, true, false);
  has(unwrap(i18n)).add(code);
}

/** True once some feature has asked `i18n` for its texts: a language switch then brings them too. */
export function wantsFeatureTexts(i18n: I18nInstance): boolean {
  const instance = unwrap(i18n);
  return instanceLoads.has(instance) || (instanceHas.get(instance)?.size ?? 0) > 0;
}

export function hasFeatureTexts(i18n: I18nInstance, code: LanguageCode): boolean {
  return instanceHas.get(unwrap(i18n))?.has(code) ?? false;
}

/**
 * Gives `i18n` the feature texts of `code` (the shown language by default), fetching their chunk
 * once. Concurrent callers share one promise; a failed fetch is forgotten so the next call
 * retries it.
 */
export function loadFeatureTexts(
  i18n: I18nInstance,
  code: LanguageCode = languageShownBy(i18n),
): Promise<void> {
  if (hasFeatureTexts(i18n, code)) return Promise.resolve();
  const instance = unwrap(i18n);
  let loads = instanceLoads.get(instance);
  if (!loads) {
    loads = new Map();
    instanceLoads.set(instance, loads);
  }
  const inFlight = loads.get(code);
  if (inFlight) return inFlight;
  const request = FEATURE_TEXT_LOADERS[code]().then(
    (module) => addFeatureTexts(instance, code, module.default),
    (error: unknown) => {
      loads.delete(code);
      throw error;
    },
  );
  loads.set(code, request);
  return request;
}
