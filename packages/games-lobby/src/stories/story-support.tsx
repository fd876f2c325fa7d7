import { storyDecorator } from '@marquee/session/testing';
import { GamesLobbyProvider } from '../config/lobby-config';
import { lanes, lobbyPaths, makeGame, makeGames, member, vendorCard, winners } from '../test/fixtures';
import { storyGameArt, storyGameNames, storyVendorLogo } from './story-art';

export { member };

export const storyGames = makeGames(240).map((game, index) => ({
  ...game,
  gameName: `${storyGameNames[index % storyGameNames.length]} ${Math.floor(index / storyGameNames.length) + 1}`,
  iconUrl: storyGameArt[index % storyGameArt.length] ?? '',
  isHot: (index % 29 === 3 ? 1 : 0) as 0 | 1,
  isNew: (index % 11 === 0 ? 1 : 0) as 0 | 1,
  launchMode: 'IFRAME' as const,
}));

/** The fixtures' lanes with the platform's wordmarks, and a second sportsbook and a cockfight arena. */
const storyLanes = [
  ...lanes.map((lane) => ({
    ...lane,
    cards: [...lane.cards, ...(lane.title === 'SPORTS' ? [vendorCard('CMD', 'CMD368', 'SPORTS', 1)] : [])],
  })),
  { title: 'COCKFIGHT' as const, cards: [vendorCard('DS88', 'DS88 Sabong', 'COCKFIGHT')] },
].map((lane) => ({
  ...lane,
  cards: lane.cards.map((card) => ({ ...card, smallIcon: storyVendorLogo(card.vassalage) })),
}));

/** The decorator every story uses; a story overrides answers, member and route with `parameters`. */
export const withStoryProviders = storyDecorator({
  answers: {
    '/wps/games/vendors': { data: { lanes: storyLanes } },
    '/wps/games': (input: Record<string, unknown>) => {
      const pageNum = Number(input.pageNum ?? 1);
      const name = String(input.gameName ?? '').toLowerCase();
      const all = storyGames.filter((game) => game.gameName.toLowerCase().includes(name));
      return {
        games: all.slice((pageNum - 1) * 60, pageNum * 60),
        pageNum,
        totalPages: Math.ceil(all.length / 60),
        totalCount: all.length,
      };
    },
    '/wps/games/hot': {
      list: [
        makeGame(1, { gameName: 'Golden Dragon', isHot: 1, iconUrl: storyGameArt[0] }),
        makeGame(2, { gameName: 'Speed Roulette', gameType: 'LIVE', isHot: 1, iconUrl: storyGameArt[5] }),
      ],
    },
    '/wps/games/vassal-types': [{ gameClassify: 'SLOT', name: 'Video slots', count: 200 }],
    '/wps/games/favourites': [1, 3],
    '/wps/games/favourites/list': { content: storyGames.slice(0, 4), pageNum: 1, totalPages: 1 },
    '/wps/games/recent': { list: storyGames.slice(5, 9), totalPages: 1 },
    '/wps/games/winners': { vo: winners, hasMore: false },
    '/wps/games/jackpot': { amount: 8_888_888_88, at: '2026-01-01T00:00:00Z' },
    '/wps/pvp/rooms': { rooms: [] },
    '/wps/games/announcements': { promotion: [] },
  },
  wrapper: (children) => (
    <GamesLobbyProvider merchantCode="DEMO" currencySymbol="¥" locale="en-US" paths={lobbyPaths}>
      {children}
    </GamesLobbyProvider>
  ),
});
