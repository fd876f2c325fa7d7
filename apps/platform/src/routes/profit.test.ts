import { api, recordsApi } from '@marquee/api-client/contract';
import { eq } from 'drizzle-orm';
import { bets, lotteryBets, lotteryDraws } from '../db/schema';
import { settleDraw } from '../services/lottery/draws';
import { newPlayer, type Player, playRounds } from '../test-support/games';
import { call, testConfig, useClockedApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();

// 23:59:20 in Manila on 2030-01-01, 20 s past a minute so a 1-minute draw is open; two minutes
// later it is 2030-01-02 there (still 2030-01-01 in UTC): the day boundary is the brand's
const platform = useClockedApp(database, Date.UTC(2030, 0, 1, 15, 59, 20));
const { clock } = platform;

async function lotteryBet(player: Player, stake: number, key: string) {
  const draw = await call(platform.app, api.lottery.currentDraw, {
    query: { gameCode: 'VNF1', language: 'EN' },
  });
  const drawId = draw.body.value.drawId;
  const bet = await call(platform.app, api.lottery.placeBet, {
    token: player.token,
    body: { drawId, playType: 'LO2', numbers: ['07'], stake, idempotencyKey: key },
  });
  expect(bet.status).toBe(200);
  return drawId;
}

const profitOf = (player: Player, query: Record<string, string>) =>
  call(platform.app, recordsApi.profit, { token: player.token, query });

const ZERO = { count: 0, stake: 0, validBet: 0, payout: 0, winLoss: 0 };
type Figures = typeof ZERO;

function add(into: Figures, stake: number, validBet: number, payout: number, winLoss: number) {
  into.count += 1;
  into.stake += stake;
  into.validBet += validBet;
  into.payout += payout;
  into.winLoss += winLoss;
}

/** Manila keeps UTC+8 all year: the brand day of an instant, worked out apart from the service. */
const manilaDay = (time: Date) => new Date(time.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The member's bets added up by hand from the tables, per brand day and per category. */
async function expectedOf(memberId: number) {
  const byDay = new Map<string, Figures>();
  const byCategory = new Map<string, Figures>();
  const totals = { ...ZERO };
  const count = (day: string, category: string, ...figures: [number, number, number, number]) => {
    if (!byDay.has(day)) byDay.set(day, { ...ZERO });
    if (!byCategory.has(category)) byCategory.set(category, { ...ZERO });
    add(byDay.get(day)!, ...figures);
    add(byCategory.get(category)!, ...figures);
    add(totals, ...figures);
  };
  const roundRows = await database.db.select().from(bets).where(eq(bets.memberId, memberId));
  for (const round of roundRows)
    count(
      manilaDay(round.createdAt),
      round.category,
      round.stake,
      round.stake,
      round.payout,
      round.payout - round.stake,
    );
  const lotteryRows = await database.db
    .select({ bet: lotteryBets, status: lotteryDraws.status })
    .from(lotteryBets)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
    .where(eq(lotteryBets.memberId, memberId));
  for (const { bet, status } of lotteryRows) {
    const settled = status === 'SETTLED';
    count(
      manilaDay(bet.placedAt),
      'LOTT',
      bet.stake,
      settled ? bet.stake : 0,
      bet.payout,
      settled ? bet.payout - bet.stake : 0,
    );
  }
  return { byDay, byCategory, totals, rounds: roundRows.length, lottery: lotteryRows.length };
}

describe('personal P&L', () => {
  it('adds up every bet per brand day and per category, days without bets at zero', async () => {
    const player = await newPlayer(platform.app, database.db);
    // 2030-01-01 in Manila: two slot rounds and a lottery bet that its draw settles
    await playRounds(platform.app, database.db, player, 'RNG', [100, 200]);
    const drawId = await lotteryBet(player, 300, 'slip-1');
    clock.advance(120_000);
    expect(await settleDraw(database.db, drawId, clock.now(), testConfig().lotterySeedSecret)).not.toBeNull();
    // 2030-01-02 in Manila: a slot round, two live rounds and a lottery bet still open
    await playRounds(platform.app, database.db, player, 'RNG', [100]);
    await playRounds(platform.app, database.db, player, 'LIVE', [100, 100]);
    await lotteryBet(player, 200, 'slip-2');

    const expected = await expectedOf(player.memberId);
    expect(expected).toMatchObject({ rounds: 5, lottery: 2 });
    expect([...expected.byDay.keys()].sort()).toEqual(['2030-01-01', '2030-01-02']);

    const res = await profitOf(player, { from: '2029-12-30', to: '2030-01-02' });
    expect(res.status).toBe(200);
    const value = res.body.value;
    expect(value.days).toEqual([
      { day: '2029-12-30', ...ZERO },
      { day: '2029-12-31', ...ZERO },
      { day: '2030-01-01', ...expected.byDay.get('2030-01-01') },
      { day: '2030-01-02', ...expected.byDay.get('2030-01-02') },
    ]);
    expect(value.totals).toEqual(expected.totals);
    expect(value.totals.count).toBe(7);
    expect(new Map(value.categories.map(({ category, ...figures }) => [category, figures]))).toEqual(
      expected.byCategory,
    );
    // largest stake first: LOTT 500, RNG 400, LIVE 200
    expect(value.categories.map((category) => category.category)).toEqual(['LOTT', 'RNG', 'LIVE']);
    // the open lottery bet counts its stake only
    expect(value.days[3]).toMatchObject({ validBet: value.days[3]!.stake - 200 });

    const lott = (await profitOf(player, { from: '2030-01-01', to: '2030-01-02', category: 'LOTT' })).body
      .value;
    expect(lott.totals).toEqual(expected.byCategory.get('LOTT'));
    expect(lott.categories.map((category) => category.category)).toEqual(['LOTT']);
    const live = (await profitOf(player, { from: '2030-01-01', to: '2030-01-02', category: 'LIVE' })).body
      .value;
    expect(live.days.map((day) => day.stake)).toEqual([0, 200]);

    // one day alone, and a range reaching past today, which lists the days up to today
    const first = (await profitOf(player, { from: '2030-01-01', to: '2030-01-01' })).body.value;
    expect(first.totals).toEqual(expected.byDay.get('2030-01-01'));
    const ahead = (await profitOf(player, { from: '2030-01-02', to: '2030-01-09' })).body.value;
    expect(ahead.days.map((day) => day.day)).toEqual(['2030-01-02']);
    expect(ahead.totals).toEqual(expected.byDay.get('2030-01-02'));
  });

  it("never counts another member's bets", async () => {
    const player = await newPlayer(platform.app, database.db);
    const other = await newPlayer(platform.app, database.db);
    await playRounds(platform.app, database.db, other, 'RNG', [100, 100]);
    await lotteryBet(other, 100, 'other-slip');
    const mine = (await profitOf(player, { from: '2030-01-01', to: '2030-01-02' })).body.value;
    expect(mine).toEqual({
      days: [
        { day: '2030-01-01', ...ZERO },
        { day: '2030-01-02', ...ZERO },
      ],
      categories: [],
      totals: ZERO,
    });
    const theirs = (await profitOf(other, { from: '2030-01-01', to: '2030-01-02' })).body.value;
    expect(theirs.totals).toEqual((await expectedOf(other.memberId)).totals);
  });

  it('refuses the ranges the betting record refuses, with the same codes', async () => {
    const player = await newPlayer(platform.app, database.db);
    const reversed = await profitOf(player, { from: '2030-01-02', to: '2030-01-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.code).toBe('RECORD_END_BEFORE_START');
    // today is 2030-01-02 in Manila: 90 days back is 2029-10-04
    const ninety = await profitOf(player, { from: '2029-10-04', to: '2030-01-02' });
    expect(ninety.status).toBe(200);
    expect(ninety.body.value.days).toHaveLength(91);
    const tooFar = await profitOf(player, { from: '2029-10-03', to: '2030-01-02' });
    expect(tooFar.status).toBe(400);
    expect(tooFar.body).toMatchObject({ code: 'RECORD_RANGE_TOO_LONG', params: { max: 90 } });
    const notADay = await profitOf(player, { from: '2030-02-30', to: '2030-03-01' });
    expect(notADay.status).toBe(400);
    const missing = await profitOf(player, { from: '2030-01-01' });
    expect(missing.status).toBe(400);
    const visitor = await call(platform.app, recordsApi.profit, {
      query: { from: '2030-01-01', to: '2030-01-02' },
    });
    expect(visitor.status).toBe(401);
  });
});
