import type { CurrentDraw, DrawResult, LotteryBet, LotteryGame, MemberInfo } from '@marquee/api-client';
import { memberFixture } from '@marquee/api-client/testing';

export const member = memberFixture({ currency: 'PHP' });

export const otherMember: MemberInfo = { ...member, id: 'mPublic1002xxxxxxxxxxx', account: 'player02' };

const NORTH_PRIZES = [
  { prize: 'SPECIAL', numbers: ['12345'] },
  { prize: 'FIRST', numbers: ['67890'] },
  { prize: 'SEVENTH', numbers: ['45', '01', '99', '45'] },
];

export function makeResult(drawId: string, overrides: Partial<DrawResult> = {}): DrawResult {
  return {
    drawId,
    gameCode: 'VNF1',
    drawAt: '2026-11-26T06:00:00.000Z',
    seedHash: 'a'.repeat(64),
    seed: 'b'.repeat(64),
    prizes: NORTH_PRIZES,
    ...overrides,
  };
}

function makeGame(gameCode: string, overrides: Partial<LotteryGame> = {}): LotteryGame {
  return {
    gameCode,
    vendor: 'TCG_LOTTO_VN',
    prizeMode: 'ZY',
    format: 'VN_NORTH',
    name: `Game ${gameCode}`,
    defaultPlayType: 'LO2',
    playTypes: ['LO2', 'DE', 'BA_CANG', 'DAU', 'DUOI', 'XIEN2', 'XIEN3', 'XIEN4'],
    nextDrawAt: new Date(Date.now() + 45_000).toISOString(),
    serverTime: new Date().toISOString(),
    latest: makeResult('d1', { gameCode }),
    ...overrides,
  };
}

export const games: LotteryGame[] = [
  makeGame('VNF1', { name: 'Fast Lottery 1 Min' }),
  makeGame('VNMB', { name: 'North Vietnam Lottery', prizeMode: 'Lott', defaultPlayType: 'DE' }),
  makeGame('SEA4D', {
    name: '4D Lottery',
    vendor: 'TCG_SEA',
    prizeMode: 'SEA',
    format: 'SEA_4D',
    defaultPlayType: 'BIG',
    playTypes: ['BIG', 'SMALL'],
  }),
];

/** A draw closing `closesInMs` from now, drawn ten seconds later. */
export function makeDraw(
  gameCode = 'VNF1',
  closesInMs = 40_000,
  overrides: Partial<CurrentDraw> = {},
): CurrentDraw {
  const game = games.find((item) => item.gameCode === gameCode) ?? makeGame(gameCode);
  const close = Date.now() + closesInMs;
  return {
    game,
    serverTime: new Date().toISOString(),
    drawId: 'd77',
    drawAt: new Date(close + 10_000).toISOString(),
    closeAt: new Date(close).toISOString(),
    seedHash: 'c'.repeat(64),
    odds: game.playTypes.map((playType) => ({
      playType,
      oddsX100: playType === 'LO2' ? 350 : playType === 'BIG' ? 250_000 : 9500,
    })),
    minStake: 100,
    maxStakePerNumber: 1_000_000,
    maxStakePerDraw: 5_000_000,
    ...overrides,
  };
}

/** A bet the platform just accepted: one number of a slip at one unit's stake. */
export function makeBet(number: string, overrides: Partial<LotteryBet> = {}): LotteryBet {
  return {
    betId: `b-${number}`,
    drawId: 'd77',
    gameCode: 'VNF1',
    drawAt: '2026-11-26T06:00:00.000Z',
    playType: 'LO2',
    numbers: [number],
    stake: 100,
    status: 'PENDING',
    payout: 0,
    placedAt: '2026-11-26T05:59:00.000Z',
    ...overrides,
  };
}
