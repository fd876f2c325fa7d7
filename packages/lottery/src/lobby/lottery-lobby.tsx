import { LOTTERY_PRIZE_MODES, type LotteryGame, type LotteryPrizeMode } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { QueryState, useSessionToken } from '@marquee/session';
import { useState } from 'react';
import { useFavourites } from '../favourites/use-favourites';
import { lowerKey } from '../lower-key';
import { useGameMenusQuery } from '../queries/game-menus-query';
import { usePopularGamesQuery } from '../queries/popular-games-query';
import { useRecentLotteryQuery } from '../queries/recent-lottery-query';
import { GameShelf } from './game-shelf';

export interface LotteryLobbyProps {
  /** only this vendor's games (the /vnlottery page shows TCG_LOTTO_VN's) */
  vendor?: LotteryGame['vendor'];
}

/** The lottery lobby: the games by prize mode (tabs), favourites, recent and popular games. */
export function LotteryLobby({ vendor }: LotteryLobbyProps) {
  const { t } = useTranslation();
  const token = useSessionToken();
  const menus = useGameMenusQuery();
  const popular = usePopularGamesQuery();
  const recent = useRecentLotteryQuery();
  const { codes } = useFavourites();
  const mine = (games: readonly LotteryGame[] | undefined) =>
    (games ?? []).filter((game) => !vendor || game.vendor === vendor);
  const games = mine(menus.data);
  const modes = LOTTERY_PRIZE_MODES.filter((mode) => games.some((game) => game.prizeMode === mode));
  const [chosen, setChosen] = useState<LotteryPrizeMode | null>(null);
  const mode = chosen && modes.includes(chosen) ? chosen : modes[0];

  if (!menus.data) return <QueryState query={menus} headingLevel="h3" />;

  const favourites = codes.flatMap((code) => games.filter((game) => game.gameCode === code));
  return (
    <div className="mq-lottery-lobby">
      <h1 className="mq-lottery-lobby__title">{t('lottery_title')}</h1>
      <div role="tablist" aria-label={t('lottery_prize_modes')} className="mq-lottery-tabs">
        {modes.map((item) => (
          <button
            key={item}
            type="button"
            role="tab"
            id={`lottery-mode-${item}`}
            aria-selected={item === mode}
            aria-controls="lottery-mode-panel"
            className="mq-lottery-tab"
            onClick={() => setChosen(item)}
          >
            {t(`lottery_mode_${lowerKey(item)}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="lottery-mode-panel" aria-labelledby={`lottery-mode-${mode}`}>
        <GameShelf
          title={mode ? t(`lottery_mode_${lowerKey(mode)}`) : t('lottery_title')}
          games={games.filter((game) => game.prizeMode === mode)}
        />
      </div>
      {token ? (
        <GameShelf title={t('lottery_favourites')} games={favourites} empty={t('lottery_no_favourites')} />
      ) : null}
      {token ? <GameShelf title={t('lottery_recent')} games={mine(recent.data)} /> : null}
      <GameShelf title={t('lottery_popular')} games={mine(popular.data)} />
    </div>
  );
}
