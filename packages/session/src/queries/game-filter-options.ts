import { GAME_CATEGORIES } from '@marquee/api-client';
import { type TranslationKey, useTranslation } from '@marquee/i18n';
import { useMemo } from 'react';
import { useVendorLanesQuery } from './vendor-lanes-query';

/** Each game category, translated: the options of a category filter, after "All categories". */
export function useCategoryOptions() {
  const { t } = useTranslation();
  return GAME_CATEGORIES.map((category) => ({
    value: category,
    label: t(`category_${category.toLowerCase()}` as TranslationKey),
  }));
}

/**
 * The vendors of a category (every category's when none is chosen), each once, by name: the
 * options of a vendor filter of the records the member and agent centres list.
 */
export function useVendorOptions(merchantCode: string, category: string) {
  const lanes = useVendorLanesQuery(merchantCode);
  return useMemo(() => {
    const seen = new Map<string, string>();
    for (const lane of lanes.data ?? [])
      if (!category || lane.title === category)
        for (const card of lane.cards) seen.set(card.vassalage, card.name);
    return [...seen].map(([vassalage, name]) => ({ value: vassalage, label: name }));
  }, [lanes.data, category]);
}
