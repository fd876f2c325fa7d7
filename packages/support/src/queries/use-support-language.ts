import { type LanguageCode, useLanguageStore } from '@marquee/i18n';

/** The current language code (EN, VI, …): the help centre is fetched in it. */
export function useSupportLanguage(): LanguageCode {
  return useLanguageStore((state) => state.current);
}
