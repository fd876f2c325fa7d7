import type { i18n as I18nInstance } from 'i18next';
import { hasFeatureTexts, loadFeatureTexts, wantedFeatureTexts } from './feature-texts';
import type { LanguageCode } from './languages';
import { translatedLanguageInfo } from './translated-language-info';
import { type CoreTranslationTable, ENGLISH_TRANSLATION } from './translations';

/** What a language needs before it can be shown: its core texts (dates and money are formatted by `Intl`). */
export interface LanguageBundle {
  translation: CoreTranslationTable;
}

export type LazyLanguageCode = Exclude<LanguageCode, 'EN'>;

function bundle(translation: Promise<{ default: CoreTranslationTable }>): Promise<LanguageBundle> {
  return translation.then((texts) => ({ translation: texts.default }));
}

/**
 * English ships in the startup bundle; every other language is a dynamic import, which
 * Vite turns into chunks fetched the first time the language is needed. The table is mutable so
 * tests can spy on a loader.
 */
export const LANGUAGE_LOADERS: Record<LazyLanguageCode, () => Promise<LanguageBundle>> = {
  CN: () => bundle(import('./locales/cn.json')),
  ID: () => bundle(import('./locales/id.json')),
  TH: () => bundle(import('./locales/th.json')),
  TY: () => bundle(import('./locales/ty.json')),
  VI: () => bundle(import('./locales/vi.json')),
};

const ENGLISH_BUNDLE: LanguageBundle = { translation: ENGLISH_TRANSLATION };

/** Bundles fetched so far, shared by every instance: a chunk is only ever fetched once. */
const fetched = new Map<LanguageCode, LanguageBundle>([['EN', ENGLISH_BUNDLE]]);
/** Fetches in flight, so concurrent requests for one language share a single import. */
const fetching = new Map<LanguageCode, Promise<LanguageBundle>>();

/** Fetches the bundle of `code` once; a failed fetch is forgotten so a later call retries it. */
function fetchBundle(code: LanguageCode): Promise<LanguageBundle> {
  const done = fetched.get(code);
  if (done) return Promise.resolve(done);
  const inFlight = fetching.get(code);
  if (inFlight) return inFlight;
  const request = LANGUAGE_LOADERS[code as LazyLanguageCode]().then((loaded) => {
    fetched.set(code, loaded);
    return loaded;
  });
  fetching.set(code, request);
  const forget = () => fetching.delete(code);
  request.then(forget, forget);
  return request;
}

/** The bundles fetched so far, which a new instance can start with. */
export function fetchedBundles(): ReadonlyMap<LanguageCode, LanguageBundle> {
  return fetched;
}

/** Per instance: the languages whose texts it holds. */
const instanceBundles = new WeakMap<I18nInstance, Map<LanguageCode, LanguageBundle>>();

/** Gives `i18n` the texts of `code` (a no-op if it has them). */
export function addLanguageBundle(i18n: I18nInstance, code: LanguageCode, loaded: LanguageBundle): void {
  let bundles = instanceBundles.get(i18n);
  if (!bundles) {
    bundles = new Map();
    instanceBundles.set(i18n, bundles);
  }
  if (bundles.has(code)) return;
  // Merged: some of the language's feature texts may have arrived first.
  i18n.addResourceBundle(
    translatedLanguageInfo(code).htmlLang,
    'translation',
    loaded.translation,
    true,
    false,
  );
  bundles.set(code, loaded);
}

/** The bundle of `code` if `i18n` already has it, so switching to it can happen synchronously. */
export function getLoadedBundle(i18n: I18nInstance, code: LanguageCode): LanguageBundle | undefined {
  return instanceBundles.get(i18n)?.get(code);
}

/**
 * True when `i18n` can show `code` right away, without fetching anything: its core texts, and the
 * tables of every feature text set a feature on the page has asked for.
 */
export function isLanguageLoaded(i18n: I18nInstance, code: LanguageCode): boolean {
  return getLoadedBundle(i18n, code) !== undefined && hasFeatureTexts(i18n, code, wantedFeatureTexts(i18n));
}

/**
 * Makes `code` available to `i18n` without switching to it: fetches its chunk (once per page,
 * shared by concurrent callers) and adds its texts. Rejects if the chunk cannot be loaded. Use it
 * to prefetch a language the player is likely to pick.
 */
export async function loadLanguage(i18n: I18nInstance, code: LanguageCode): Promise<void> {
  if (isLanguageLoaded(i18n, code)) return;
  const [bundle] = await Promise.all([
    fetchBundle(code),
    loadFeatureTexts(i18n, wantedFeatureTexts(i18n), code),
  ]);
  addLanguageBundle(i18n, code, bundle);
}

/** Forgets every fetched bundle but English, so a test can watch a language load again. Test-only. */
export function forgetFetchedBundles(): void {
  for (const code of [...fetched.keys()]) if (code !== 'EN') fetched.delete(code);
  fetching.clear();
}
