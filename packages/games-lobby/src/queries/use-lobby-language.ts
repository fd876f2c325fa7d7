import { useLanguageStore } from '@marquee/i18n';

/** The current language code (EN, CN, …): part of every key of a list that carries names. */
export function useLobbyLanguage(): string {
  return useLanguageStore((state) => state.current);
}
