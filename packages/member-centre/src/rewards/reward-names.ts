import { GAME_CATEGORIES, type RewardSource } from '@marquee/api-client';
import type { TranslationKey } from '@marquee/i18n';

/** The text key naming a reward's source (a rebate, a mission's reward, …). */
export function rewardSourceKey(source: RewardSource): TranslationKey {
  return `mcrwd_source_${source.toLowerCase()}` as TranslationKey;
}

/** A game category's own name when the catalogue knows it, else its code. */
export function categoryKey(category: string): TranslationKey | null {
  return (GAME_CATEGORIES as readonly string[]).includes(category)
    ? (`category_${category.toLowerCase()}` as TranslationKey)
    : null;
}
