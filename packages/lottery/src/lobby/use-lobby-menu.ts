import { LOTTERY_PRIZE_MODES, type LotteryGame } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { lowerKey } from '../lower-key';
import { useGameMenusQuery } from '../queries/game-menus-query';
import { useVnMenuQuery } from '../queries/vn-menu-query';

interface MenuTab {
  id: string;
  label: string;
  games: readonly LotteryGame[];
}

/**
 * The lobby's tabs: for the Vietnamese lottery the platform's VN menu (fast, north, central,
 * south), otherwise the game menus by prize mode, kept to `vendor`'s games when given.
 */
export function useLobbyMenu(vendor: LotteryGame['vendor'] | undefined) {
  const { t } = useTranslation();
  const vn = vendor === 'TCG_LOTTO_VN';
  const menus = useGameMenusQuery(!vn);
  const vnMenu = useVnMenuQuery(vn);
  if (vn) {
    const tabs: MenuTab[] | undefined = vnMenu.data?.map((group) => ({
      id: group.group,
      label: t(`lottery_vn_${lowerKey(group.group)}`),
      games: group.games,
    }));
    return { query: vnMenu, tabs };
  }
  const games = menus.data?.filter((game) => !vendor || game.vendor === vendor);
  const tabs: MenuTab[] | undefined = games
    ? LOTTERY_PRIZE_MODES.filter((mode) => games.some((game) => game.prizeMode === mode)).map((mode) => ({
        id: mode,
        label: t(`lottery_mode_${lowerKey(mode)}`),
        games: games.filter((game) => game.prizeMode === mode),
      }))
    : undefined;
  return { query: menus, tabs };
}
