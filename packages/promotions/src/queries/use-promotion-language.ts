import { type LanguageCode, useLanguageStore } from '@marquee/i18n';

/** The current language code (EN, VI, …): promotions are fetched in it. */
export function usePromotionLanguage(): LanguageCode {
  return useLanguageStore((state) => state.current);
}
