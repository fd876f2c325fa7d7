import { GAME_CATEGORIES } from '@marquee/api-client';
import { type TranslationKey, useTranslation } from '@marquee/i18n';

/** Each game category, translated: the options of a category filter, after "All categories". */
export function useCategoryOptions() {
  const { t } = useTranslation();
  return GAME_CATEGORIES.map((category) => ({
    value: category,
    label: t(`category_${category.toLowerCase()}` as TranslationKey),
  }));
}
