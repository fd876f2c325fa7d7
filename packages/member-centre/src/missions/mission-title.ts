import { GAME_CATEGORIES, type Mission } from '@marquee/api-client';
import type { TFunction, TranslationKey } from '@marquee/i18n';

/** What a mission asks, in the player's words, e.g. "Wager ₱200.00 on Slots". */
export function missionTitle(t: TFunction, mission: Mission, money: (minor: number) => string): string {
  switch (mission.kind) {
    case 'WAGER': {
      const category = mission.category ?? '';
      const name = (GAME_CATEGORIES as readonly string[]).includes(category)
        ? t(`category_${category.toLowerCase()}` as TranslationKey)
        : category;
      return t('mcmis_kind_wager', { amount: money(mission.target), category: name });
    }
    case 'ROUNDS':
      return t('mcmis_kind_rounds', { count: mission.target });
    case 'DEPOSIT':
      return t('mcmis_kind_deposit', { amount: money(mission.target) });
    default:
      return mission.target === 1
        ? t('mcmis_kind_sign_in_today')
        : t('mcmis_kind_sign_in_days', { count: mission.target });
  }
}

/** How far a mission is, in its own unit (money for wagers and deposits). */
export function missionProgress(mission: Mission, money: (minor: number) => string): string {
  const unit = mission.kind === 'WAGER' || mission.kind === 'DEPOSIT' ? money : String;
  return `${unit(mission.progress)} / ${unit(mission.target)}`;
}
