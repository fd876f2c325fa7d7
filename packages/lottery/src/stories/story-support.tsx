import type { LotteryBet } from '@marquee/api-client';
import { storyDecorator } from '@marquee/session/testing';
import { LotteryProvider } from '../config/lottery-config';
import { games, makeDraw, makeResult, member } from '../test/fixtures';

export { member };

const storyBets: LotteryBet[] = [
  {
    betId: 'b1',
    drawId: 'd9',
    gameCode: 'VNF1',
    drawAt: '2026-11-26T06:00:00.000Z',
    playType: 'LO2',
    numbers: ['45'],
    stake: 100,
    status: 'WON',
    payout: 700,
    placedAt: '2026-11-26T05:59:00.000Z',
  },
  {
    betId: 'b2',
    drawId: 'd9',
    gameCode: 'VNF1',
    drawAt: '2026-11-26T06:00:00.000Z',
    playType: 'DE',
    numbers: ['10'],
    stake: 500,
    status: 'LOST',
    payout: 0,
    placedAt: '2026-11-26T05:59:00.000Z',
  },
  {
    betId: 'b3',
    drawId: 'd10',
    gameCode: 'VNF1',
    drawAt: '2026-11-26T06:01:00.000Z',
    playType: 'XIEN2',
    numbers: ['01', '02'],
    stake: 100,
    status: 'PENDING',
    payout: 0,
    placedAt: '2026-11-26T06:00:20.000Z',
  },
];

const frequency = Object.fromEntries(
  Array.from({ length: 100 }, (_, n) => [String(n).padStart(2, '0'), (n * 7) % 11]),
);

/** The decorator every story uses, at the lottery; a story signs in (`signedInAs: member`) or picks a route with `parameters`. */
export const withStoryProviders = storyDecorator({
  answers: {
    '/lgw/games/game_menus': () => games,
    '/lgw/games/popular': () => games,
    '/lgw/game_menu/recent': () => games.slice(0, 1),
    '/lgw/vn/games/game_menu': () => [
      { group: 'FAST', games: games.slice(0, 1) },
      { group: 'NORTH', games: games.slice(1, 2) },
    ],
    '/lgw/lotto/draws/current': (input: Record<string, unknown>) =>
      makeDraw(String(input.gameCode ?? 'VNF1'), 3_600_000),
    '/lgw/vn/numeros/opened/game': () => ({ gameCode: 'VNF1', draws: 100, frequency }),
    '/lgw/lotto/games/opened/numero': () => ({
      list: [makeResult('d9'), makeResult('d8')],
      pageNum: 1,
      totalPages: 3,
    }),
    '/lgw/lotto/bets': () => ({ list: storyBets, pageNum: 1, totalPages: 1 }),
  },
  route: '/lottery',
  wrapper: (children) => (
    <LotteryProvider currencySymbol="₱" locale="en-US" lotteryPath="/lottery">
      {children}
    </LotteryProvider>
  ),
});
