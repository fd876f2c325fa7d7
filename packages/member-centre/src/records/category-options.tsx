import { GAME_CATEGORIES } from '@marquee/api-client';
import { type TranslationKey, useTranslation } from '@marquee/i18n';

/** "All categories" and each game category, translated: the options of a category filter. */
export function CategoryOptions() {
  const { t } = useTranslation();
  return (
    <>
      <option value="">{t('mcrec_all_categories')}</option>
      {GAME_CATEGORIES.map((category) => (
        <option key={category} value={category}>
          {t(`category_${category.toLowerCase()}` as TranslationKey)}
        </option>
      ))}
    </>
  );
}
