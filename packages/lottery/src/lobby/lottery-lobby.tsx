import type { LotteryGame } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { QueryState, useSessionToken } from '@marquee/session';
import { useState } from 'react';
import { useFavourites } from '../favourites/use-favourites';
import { usePopularGamesQuery } from '../queries/popular-games-query';
import { useRecentLotteryQuery } from '../queries/recent-lottery-query';
import { GameShelf } from './game-shelf';
import { useLobbyMenu } from './use-lobby-menu';

export interface LotteryLobbyProps {
  /** only this vendor's games (the /vnlottery page shows TCG_LOTTO_VN's, from the VN menu) */
  vendor?: LotteryGame['vendor'];
}

/** The lottery lobby: the game menus (tabs), favourites, recent and popular games. */
export function LotteryLobby({ vendor }: LotteryLobbyProps) {
  const { t } = useTranslation();
  const token = useSessionToken();
  const menu = useLobbyMenu(vendor);
  const popular = usePopularGamesQuery();
  const recent = useRecentLotteryQuery();
  const { codes } = useFavourites();
  const [chosen, setChosen] = useState<string | null>(null);
  const mine = (games: readonly LotteryGame[] | undefined) =>
    (games ?? []).filter((game) => !vendor || game.vendor === vendor);

  if (!menu.tabs) return <QueryState query={menu.query} headingLevel="h3" />;

  const tab = menu.tabs.find((item) => item.id === chosen) ?? menu.tabs[0];
  const games = menu.tabs.flatMap((item) => item.games);
  const favourites = codes.flatMap((code) => games.filter((game) => game.gameCode === code));
  return (
    <div className="mq-lottery-lobby">
      <h1 className="mq-lottery-lobby__title">{t('lottery_title')}</h1>
      <div role="tablist" aria-label={t('lottery_prize_modes')} className="mq-lottery-tabs">
        {menu.tabs.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`lottery-mode-${item.id}`}
            aria-selected={item === tab}
            aria-controls="lottery-mode-panel"
            className="mq-lottery-tab"
            onClick={() => setChosen(item.id)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id="lottery-mode-panel"
        aria-labelledby={tab ? `lottery-mode-${tab.id}` : undefined}
      >
        <GameShelf title={tab?.label ?? t('lottery_title')} games={tab?.games ?? []} />
      </div>
      {token ? (
        <GameShelf title={t('lottery_favourites')} games={favourites} empty={t('lottery_no_favourites')} />
      ) : null}
      {token ? <GameShelf title={t('lottery_recent')} games={mine(recent.data)} /> : null}
      <GameShelf title={t('lottery_popular')} games={mine(popular.data)} />
    </div>
  );
}
