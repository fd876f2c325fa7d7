import type { i18n as I18nInstance } from 'i18next';
import { FALLBACK_LANGUAGE, type LanguageCode, TRANSLATED_LANGUAGES } from './languages';
import { translatedLanguageInfo } from './translated-language-info';

/** One language's texts of one set: flat snake_case keys to text. */
export type TextTable<Key extends string = string> = Readonly<Record<Key, string>>;

/** One set's tables in every language, imported statically (tests, Storybook). */
export type TextTables<Key extends string = string> = Readonly<Record<LanguageCode, TextTable<Key>>>;

/** A set together with its tables in hand. */
export interface StaticFeatureTexts {
  readonly texts: FeatureTexts;
  readonly tables: TextTables;
}

/** Each language's file of a set as a dynamic import, so a chunk of its own. */
export type FeatureTextLoaders<Key extends string = string> = Record<
  LanguageCode,
  () => Promise<{ default: TextTable<Key> }>
>;

/** A language's file name in a set's folder: its code in lower case (`cn.json`, `en.json`, ...). */
export type TextFileName = Lowercase<LanguageCode>;

/**
 * A set's six loaders from the one dynamic import its folder makes of a language's file:
 * `textFileLoaders((file) => import(`./${file}.json`))`. The import stays in the package that owns
 * the files, so its bundler resolves them there and makes each file a chunk of its own; the tables
 * are typed only as loaded, so the package's `testing` entry (its files in hand with `satisfies
 * TextTables<Key>`) is what makes a missing key a type error.
 */
export function textFileLoaders<Key extends string>(
  load: (file: TextFileName) => Promise<{ default: TextTable<Key> }>,
): FeatureTextLoaders<Key> {
  const entries = TRANSLATED_LANGUAGES.map((code) => [code, () => load(lowerCase(code))]);
  return Object.fromEntries(entries) as FeatureTextLoaders<Key>;
}

function lowerCase(code: LanguageCode): TextFileName {
  return code.toLowerCase() as TextFileName;
}

/**
 * A set of texts loaded after the shell: a feature package's own (its `src/texts`) or i18n's
 * shared ones.
 */
export interface FeatureTexts<Key extends string = string> {
  /** Unique across the app (the package's name): instances track what they hold by it. */
  readonly name: string;
  /** Mutable so tests can spy on a loader. */
  readonly loaders: FeatureTextLoaders<Key>;
}

/** Every set defined so far, by name: what a key missing in `'warn'` mode may be waiting for. */
const definedTexts = new Map<string, FeatureTexts>();

/** Loaders that first fetch the module holding the real ones. */
function deferredLoaders<Key extends string>(
  load: () => Promise<{ default: FeatureTextLoaders<Key> }>,
): FeatureTextLoaders<Key> {
  const entries = TRANSLATED_LANGUAGES.map((code) => [
    code,
    () => load().then((module) => module.default[code]()),
  ]);
  return Object.fromEntries(entries) as FeatureTextLoaders<Key>;
}

/**
 * Defines a package's texts from its six loaders (`textFileLoaders`), or from a dynamic import of a
 * module whose default export they are (`() => import('./loaders')`): for a package no page shows
 * at first, which then puts one chunk address in the startup bundle instead of six, at the cost of
 * fetching that small chunk before its texts. `Key` is the key union of its English file.
 */
export function defineFeatureTexts<Key extends string>(
  name: string,
  loaders: FeatureTextLoaders<Key> | (() => Promise<{ default: FeatureTextLoaders<Key> }>),
): FeatureTexts<Key> {
  const texts: FeatureTexts<Key> = {
    name,
    loaders: typeof loaders === 'function' ? deferredLoaders(loaders) : loaders,
  };
  definedTexts.set(name, texts);
  return texts;
}

/** Every set defined so far. */
export function everyDefinedFeatureTexts(): FeatureTexts[] {
  return [...definedTexts.values()];
}

interface InstanceTexts {
  /** The sets asked for or held: a language switch brings each of them. */
  wanted: Map<string, FeatureTexts>;
  /** By set name: the languages held. */
  held: Map<string, Set<LanguageCode>>;
  /** By set name: fetches in flight or done, by language. */
  loads: Map<string, Map<LanguageCode, Promise<void>>>;
}

const instances = new WeakMap<I18nInstance, InstanceTexts>();

/**
 * The instance itself: react-i18next's `useTranslation()` hands out a proxy of it (a new one on
 * each language change), which must not count as another instance here.
 */
function unwrap(i18n: I18nInstance): I18nInstance {
  return (i18n as I18nInstance & { __original?: I18nInstance }).__original ?? i18n;
}

function stateOf(i18n: I18nInstance): InstanceTexts {
  const instance = unwrap(i18n);
  let state = instances.get(instance);
  if (!state) {
    state = { wanted: new Map(), held: new Map(), loads: new Map() };
    instances.set(instance, state);
  }
  return state;
}

function heldBy(state: InstanceTexts, name: string): Set<LanguageCode> {
  let codes = state.held.get(name);
  if (!codes) {
    codes = new Set();
    state.held.set(name, codes);
  }
  return codes;
}

/** The translated language `i18n` shows, if any. */
export function shownTranslatedLanguage(i18n: I18nInstance): LanguageCode | undefined {
  return TRANSLATED_LANGUAGES.find((code) => translatedLanguageInfo(code).htmlLang === i18n.language);
}

/** The translated language `i18n` shows (its fallback while none is set). */
export function languageShownBy(i18n: I18nInstance): LanguageCode {
  return shownTranslatedLanguage(i18n) ?? FALLBACK_LANGUAGE;
}

/** Gives `i18n` one language's table of `texts` from a table in hand (tests, tooling). */
export function addFeatureTexts(
  i18n: I18nInstance,
  texts: FeatureTexts,
  code: LanguageCode,
  table: TextTable,
): void {
  const state = stateOf(i18n);
  state.wanted.set(texts.name, texts);
  heldBy(state, texts.name).add(code);
  // held first: a listener told of the added texts (useTextsHeld) finds them held
  i18n.addResourceBundle(translatedLanguageInfo(code).htmlLang, 'translation', table, true, false);
}

/** The sets some feature on the page has asked `i18n` for: a language switch then brings them too. */
export function wantedFeatureTexts(i18n: I18nInstance): FeatureTexts[] {
  return [...stateOf(i18n).wanted.values()];
}

/**
 * Whether `i18n` holds the `code` tables of every set in `texts`; without `texts`, whether it
 * holds any feature texts of `code` at all.
 */
export function hasFeatureTexts(
  i18n: I18nInstance,
  code: LanguageCode,
  texts?: readonly FeatureTexts[],
): boolean {
  const { held } = stateOf(i18n);
  if (!texts) return [...held.values()].some((codes) => codes.has(code));
  return texts.every((set) => held.get(set.name)?.has(code) ?? false);
}

function loadOne(i18n: I18nInstance, texts: FeatureTexts, code: LanguageCode): Promise<void> {
  const state = stateOf(i18n);
  if (state.held.get(texts.name)?.has(code)) return Promise.resolve();
  // Wanted from the first request on, so a language switch while it loads brings it too.
  state.wanted.set(texts.name, texts);
  let loads = state.loads.get(texts.name);
  if (!loads) {
    loads = new Map();
    state.loads.set(texts.name, loads);
  }
  const inFlight = loads.get(code);
  if (inFlight) return inFlight;
  // The import in a task of its own: an import() call alone took up to 28 ms at 4x CPU slowdown,
  // and a first screen's effects asked for several sets (and their features' code) in one task.
  const request = new Promise<void>((resolve) => setTimeout(resolve, 0))
    .then(() => texts.loaders[code]())
    .then(
      (module) => addFeatureTexts(unwrap(i18n), texts, code, module.default),
      (error: unknown) => {
        loads.delete(code);
        throw error;
      },
    );
  loads.set(code, request);
  return request;
}

/**
 * Gives `i18n` the `code` tables (the shown language's by default) of every set in `texts`,
 * fetching each chunk once. Concurrent callers share one promise per chunk; a failed fetch is
 * forgotten so the next call retries it.
 */
export function loadFeatureTexts(
  i18n: I18nInstance,
  texts: readonly FeatureTexts[],
  code: LanguageCode = languageShownBy(i18n),
): Promise<void> {
  return Promise.all(texts.map((set) => loadOne(i18n, set, code))).then(() => undefined);
}
