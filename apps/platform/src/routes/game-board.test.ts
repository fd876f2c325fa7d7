import { api } from '@marquee/api-client/contract';
import { and, eq, ne } from 'drizzle-orm';
import { games } from '../db/schema';
import { JACKPOT_STEP, JACKPOT_TICK_MS, jackpotAt, jackpotBase } from '../services/games/jackpot';
import { maskName } from '../services/games/winners';
import { gameArtUrl } from '../services/media/game-art';
import { firstGame, launchToken, newPlayer, playRound } from '../test-support/games';
import { call, manualClock, testApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();

describe('winner board', () => {
  it('masks names', () => {
    expect(maskName('demo')).toBe('de***o');
    expect(maskName('downline1')).toBe('do***1');
    expect(maskName('abc')).toBe('a***');
  });

  it('is full on a fresh platform (the seeded history), deterministic, and at most limitNum (≤ 20)', async () => {
    const app = testApp(database.db);
    const board = await call(app, api.games.winners, {
      query: { gameCategory: 'ALL', language: 'EN', limitNum: '20' },
    });
    expect(board.body.value.vo).toHaveLength(20);
    expect(
      (await call(app, api.games.winners, { query: { gameCategory: 'ALL', language: 'EN', limitNum: '20' } }))
        .body.value,
    ).toEqual(board.body.value);
    for (const winner of board.body.value.vo) {
      expect(winner.customerName).toMatch(/^.{1,2}\*\*\*.?$/);
      expect(winner.winAmount).toBeGreaterThan(0);
      expect(winner.iconUrl).toMatch(/^\/media\//);
    }
    const live = await call(app, api.games.winners, {
      query: { gameCategory: 'LIVE', language: 'EN', limitNum: '5' },
    });
    expect(live.body.value.vo).toHaveLength(5);
    // cockfighting vendors launch a lobby of their own: no recorded round, so no made-up winner either
    const cockfight = await call(app, api.games.winners, {
      query: { gameCategory: 'COCKFIGHT', language: 'EN', limitNum: '5' },
    });
    expect(cockfight.body.value.vo).toEqual([]);
    const tooMany = await call(app, api.games.winners, {
      query: { gameCategory: 'ALL', language: 'EN', limitNum: '21' },
    });
    expect(tooMany.status).toBe(400);
  });

  it('pages back through the same list, at most 5 pages', async () => {
    const app = testApp(database.db);
    const page = async (pageNum?: string) =>
      (
        await call(app, api.games.winners, {
          query: { gameCategory: 'ALL', language: 'EN', limitNum: '4', ...(pageNum && { pageNum }) },
        })
      ).body.value;
    const twelve = (
      await call(app, api.games.winners, { query: { gameCategory: 'ALL', language: 'EN', limitNum: '12' } })
    ).body.value.vo;
    const first = await page();
    expect(first).toEqual({ vo: twelve.slice(0, 4), hasMore: true });
    expect(await page('3')).toEqual({ vo: twelve.slice(8, 12), hasMore: true });
    expect((await page('5')).hasMore).toBe(false);
    const beyond = await call(app, api.games.winners, {
      query: { gameCategory: 'ALL', language: 'EN', limitNum: '4', pageNum: '6' },
    });
    expect(beyond.status).toBe(400);
    const cockfight = await call(app, api.games.winners, {
      query: { gameCategory: 'COCKFIGHT', language: 'EN', limitNum: '4' },
    });
    expect(cockfight.body.value).toEqual({ vo: [], hasMore: false });
  });

  it('puts real wins first, masked, named in the requested language', async () => {
    const app = testApp(database.db, {}, { randomInt: () => 0 });
    const player = await newPlayer(app, database.db);
    const slot = await firstGame(database.db, and(eq(games.category, 'RNG'), eq(games.minBet, 10)));
    const token = await launchToken(app, player.token, slot.nodeId);
    const round = await playRound(app, { token, stake: 100, idempotencyKey: 'board-win-1' });
    expect(round.body.value.payout).toBe(5000);
    const { body } = await call(app, api.games.winners, {
      query: { gameCategory: 'RNG', language: 'CN', limitNum: '20' },
    });
    expect(body.value.vo[0]).toEqual({
      iconUrl: gameArtUrl(slot),
      customerName: maskName(player.username),
      gameName: slot.names.CN,
      winAmount: 5000,
    });
    expect(body.value.vo).toHaveLength(20);
    const live = await call(app, api.games.winners, {
      query: { gameCategory: 'LIVE', language: 'CN', limitNum: '20' },
    });
    expect(
      live.body.value.vo.some((winner) => winner.winAmount === 5000 && winner.gameName === slot.names.CN),
    ).toBe(false);
  });
  it('shows each player’s win in a game once, their latest: five equal wins in a row are one entry', async () => {
    const app = testApp(database.db, {}, { randomInt: () => 0 });
    const player = await newPlayer(app, database.db);
    // not the slot the test above won on: its player's masked name may read the same as this one's
    const slotAbove = await firstGame(database.db, and(eq(games.category, 'RNG'), eq(games.minBet, 10)));
    const slot = await firstGame(
      database.db,
      and(eq(games.category, 'RNG'), eq(games.minBet, 10), ne(games.nodeId, slotAbove.nodeId)),
    );
    const token = await launchToken(app, player.token, slot.nodeId);
    for (let round = 1; round <= 5; round++)
      expect(
        (await playRound(app, { token, stake: 100, idempotencyKey: `board-repeat-${round}` })).body.value
          .payout,
      ).toBe(5000);
    const { body } = await call(app, api.games.winners, {
      query: { gameCategory: 'ALL', language: 'EN', limitNum: '20' },
    });
    const entries = body.value.vo.map((winner) => `${winner.customerName} ${winner.gameName}`);
    expect(entries[0]).toBe(`${maskName(player.username)} ${slot.names.EN}`);
    expect(entries.filter((entry) => entry === entries[0])).toHaveLength(1);
    expect(body.value.vo).toHaveLength(20);
  });
});

describe('jackpot', () => {
  it('grows by 165.11 every 3 s from the seeded base', async () => {
    const clock = manualClock(Date.parse('2026-11-24T10:00:00.000Z'));
    const app = testApp(database.db, {}, { now: clock.now });
    const first = (await call(app, api.games.jackpot)).body.value;
    expect(first.at).toBe('2026-11-24T10:00:00.000Z');
    expect(first.amount).toBeGreaterThan(jackpotBase(20261122));
    clock.advance(10 * JACKPOT_TICK_MS);
    const later = (await call(app, api.games.jackpot)).body.value;
    expect(later.amount - first.amount).toBe(10 * JACKPOT_STEP);
    expect(Number.isSafeInteger(later.amount)).toBe(true);
    expect(jackpotAt(1, new Date('2026-11-24T10:00:00Z'))).toEqual(
      jackpotAt(1, new Date('2026-11-24T10:00:00Z')),
    );
  });
});
