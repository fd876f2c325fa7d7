import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  defaultLanguageStorage,
  LANGUAGE_STORAGE_KEY,
  type LanguageStorage,
  PREVIOUS_LANGUAGE_STORAGE_KEY,
  readStorage,
  writeStorage,
} from './language-storage';
import { type LanguageCode, parseLanguageCode } from './languages';

export interface LanguageConfig {
  /** Brand default, used when nothing valid is stored. Must be one of `supportedLanguages`. */
  defaultLanguage: LanguageCode;
  /** Languages this brand offers, in switcher order. */
  supportedLanguages: readonly LanguageCode[];
}

export interface LanguageStoreOptions extends LanguageConfig {
  /** Defaults to `window.localStorage`; pass `null` to keep the choice in memory only. */
  storage?: LanguageStorage | null;
  /**
   * A language the page's address asks for (`?lang=vi`, any case). When the brand offers it, it is
   * the player's choice from now on, stored like a switch; anything else is ignored.
   */
  requestedLanguage?: string | null;
}

export interface LanguageState {
  current: LanguageCode;
  /** The language before the last change (`hisLang`), or null if none was recorded. */
  previous: LanguageCode | null;
  supported: readonly LanguageCode[];
  defaultLanguage: LanguageCode;
  /** Persists `code` as `lang` and the old language as `hisLang`. Throws for an unsupported code. */
  setLanguage: (code: LanguageCode) => void;
}

export type LanguageStore = StoreApi<LanguageState>;

function assertLanguageConfig({ defaultLanguage, supportedLanguages }: LanguageConfig): void {
  if (!supportedLanguages.includes(defaultLanguage)) {
    throw new RangeError(
      `defaultLanguage "${defaultLanguage}" is not in supportedLanguages [${supportedLanguages.join(', ')}]`,
    );
  }
}

export function createLanguageStore(options: LanguageStoreOptions): LanguageStore {
  assertLanguageConfig(options);
  const { defaultLanguage, supportedLanguages } = options;
  const storage = options.storage === undefined ? defaultLanguageStorage() : options.storage;
  const supported = [...supportedLanguages];
  const stored = parseLanguageCode(readStorage(storage, LANGUAGE_STORAGE_KEY), supported) ?? defaultLanguage;
  let previous = parseLanguageCode(readStorage(storage, PREVIOUS_LANGUAGE_STORAGE_KEY), supported);
  const requested = parseLanguageCode(options.requestedLanguage, supported);
  if (requested && requested !== stored) {
    writeStorage(storage, PREVIOUS_LANGUAGE_STORAGE_KEY, stored);
    writeStorage(storage, LANGUAGE_STORAGE_KEY, requested);
    previous = stored;
  }

  return createStore<LanguageState>()((set, get) => ({
    current: requested ?? stored,
    previous,
    supported,
    defaultLanguage,
    setLanguage: (code) => {
      if (!supported.includes(code)) {
        throw new RangeError(`Language "${code}" is not supported [${supported.join(', ')}]`);
      }
      const { current } = get();
      if (code === current) return;
      writeStorage(storage, PREVIOUS_LANGUAGE_STORAGE_KEY, current);
      writeStorage(storage, LANGUAGE_STORAGE_KEY, code);
      set({ current: code, previous: current });
    },
  }));
}
