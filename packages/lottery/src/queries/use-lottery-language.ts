import { useLanguageStore } from '@marquee/i18n';

/** The current language code: part of every key of an answer that carries game names. */
export function useLotteryLanguage(): string {
  return useLanguageStore((state) => state.current);
}
