import { createHash } from 'node:crypto';
import {
  api,
  type CurrentDraw,
  type DrawResult,
  type PlaceBetRequest,
  playSafeApi,
} from '@marquee/api-client/contract';
import { and, eq, sql } from 'drizzle-orm';
import { ledgerEntries, lotteryBets, lotteryDraws, lotteryExposure } from '../db/schema';
import { Clock } from '../services/clock';
import { settleDraw } from '../services/lottery/draws';
import { lotteryScheduler } from '../services/lottery/scheduler';
import { membersWithEntries, newestLedgerEntry } from '../services/wallet/ledger-activity';
import { ledgerSum, readBalance } from '../services/wallet/wallet';
import { newPlayer } from '../test-support/games';
import { call, testConfig, useClockedApp, useSeededDatabase } from '../test-support/harness';
import { idFields, PUBLIC_ID } from '../test-support/public-ids';

const database = useSeededDatabase();
const SEED_SECRET = testConfig().lotterySeedSecret;

// 20 seconds past a minute: the 1-minute game draws at the next minute and closes 10 s before
const platform = useClockedApp(database, Date.UTC(2030, 0, 1, 0, 0, 20));
const { clock } = platform;

async function current(gameCode: string): Promise<CurrentDraw> {
  const res = await call(platform.app, api.lottery.currentDraw, { query: { gameCode, language: 'EN' } });
  expect(res.status).toBe(200);
  return res.body.value;
}

let keys = 0;
async function bet(token: string, body: Partial<PlaceBetRequest> & { drawId: string }) {
  keys += 1;
  return call(platform.app, api.lottery.placeBet, {
    token,
    body: { playType: 'LO2', numbers: ['00'], stake: 100, idempotencyKey: `slip-${keys}`, ...body },
  });
}

/** The published recipe, written again here: SHA-256("<seed>:<n>") as an integer, mod 10^digits. */
function recompute(result: DrawResult): string[][] {
  let index = 0;
  return result.prizes.map((line) =>
    line.numbers.map((shown) => {
      const hash = createHash('sha256').update(`${result.seed}:${index}`).digest('hex');
      index += 1;
      return (BigInt(`0x${hash}`) % 10n ** BigInt(shown.length)).toString().padStart(shown.length, '0');
    }),
  );
}

describe('lottery games', () => {
  it('lists the games by prize mode with their next draw and last result (demo history)', async () => {
    const all = await call(platform.app, api.lottery.gameMenus, { query: { language: 'VI' } });
    expect(all.body.value.map((game) => game.gameCode)).toEqual([
      'VNF1',
      'VNF3',
      'VNF5',
      'VNMB',
      'VNMT',
      'VNMN',
      'SEA4D5',
      'SEA4D',
      'THAI',
    ]);
    const north = all.body.value.find((game) => game.gameCode === 'VNMB')!;
    expect(north).toMatchObject({ name: 'Xổ Số Miền Bắc', vendor: 'TCG_LOTTO_VN', format: 'VN_NORTH' });
    // 18:15 in Vietnam is 11:15 UTC
    expect(north.nextDrawAt).toBe('2030-01-01T11:15:00.000Z');
    expect(north.latest?.drawAt).toBe('2029-12-31T11:15:00.000Z');
    expect(north.latest?.prizes.flatMap((line) => line.numbers)).toHaveLength(27);

    const fast = await call(platform.app, api.lottery.gameMenus, { query: { prizeMode: 'ZY' } });
    expect(fast.body.value.map((game) => game.gameCode)).toEqual(['VNF1', 'VNF3', 'VNF5']);
    const popular = await call(platform.app, api.lottery.popular, {
      query: { count: '20', prizeMode: 'SEA' },
    });
    expect(popular.body.value.map((game) => game.gameCode).sort()).toEqual(['SEA4D', 'THAI']);
    const vn = await call(platform.app, api.lottery.vnGameMenu, { query: {} });
    expect(vn.body.value.map((group) => [group.group, group.games.length])).toEqual([
      ['FAST', 3],
      ['NORTH', 1],
      ['CENTRAL', 1],
      ['SOUTH', 1],
    ]);
  });

  it('counts each last-two-digits over the last 100 draws', async () => {
    const res = await call(platform.app, api.lottery.vnOpenedNumbers, {
      query: { gameCode: 'VNF1', count: '100' },
    });
    expect(res.body.value.draws).toBe(100);
    const counts = Object.values(res.body.value.frequency);
    expect(counts).toHaveLength(100);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(2700);
  });

  it('publishes results anyone can recompute from the revealed seed', async () => {
    const res = await call(platform.app, api.lottery.openedNumbers, {
      query: { gameCode: 'VNMN', pageNum: '2' },
    });
    expect(res.body.value).toMatchObject({ pageNum: 2, totalPages: 10 });
    for (const result of res.body.value.list) {
      expect(createHash('sha256').update(result.seed).digest('hex')).toBe(result.seedHash);
      expect(recompute(result)).toEqual(result.prizes.map((line) => line.numbers));
      expect(result.prizes[0]).toMatchObject({ prize: 'SPECIAL' });
      expect(result.prizes[0]!.numbers[0]).toMatch(/^\d{6}$/);
    }
  });

  it('publishes only the hash of an open draw', async () => {
    const draw = await current('VNF1');
    expect(draw).toMatchObject({ drawAt: '2030-01-01T00:01:00.000Z', closeAt: '2030-01-01T00:00:50.000Z' });
    expect(draw.seedHash).toMatch(/^[0-9a-f]{64}$/);
    const [stored] = await database.db
      .select()
      .from(lotteryDraws)
      .where(eq(lotteryDraws.publicId, draw.drawId));
    expect(stored?.seedHash).toBe(draw.seedHash);
    expect(draw.odds.find((odds) => odds.playType === 'DE')).toEqual({ playType: 'DE', oddsX100: 9500 });
  });

  it('answers 404 for an unknown game', async () => {
    const res = await call(platform.app, api.lottery.currentDraw, { query: { gameCode: 'NOPE' } });
    expect(res.status).toBe(404);
  });
});

describe('betting and settlement', () => {
  it('takes the stake, pays the winners after the draw, once, through the ledger', async () => {
    const player = await newPlayer(platform.app, database.db);
    const draw = await current('VNF1');
    const numbers = Array.from({ length: 10 }, (_, n) => String(n * 7).padStart(2, '0'));
    const first = await bet(player.token, {
      drawId: draw.drawId,
      numbers,
      stake: 250,
      idempotencyKey: 'double',
    });
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ balance: 1_000_000 - 2500, replayed: false });
    expect(first.body.value.bets).toHaveLength(10);
    // the double submit: the same bets, nothing taken twice
    const again = await call(platform.app, api.lottery.placeBet, {
      token: player.token,
      body: { drawId: draw.drawId, playType: 'LO2', numbers, stake: 250, idempotencyKey: 'double' },
    });
    expect(again.body.value).toMatchObject({ balance: 1_000_000 - 2500, replayed: true });
    expect(again.body.value.bets.map((b) => b.betId)).toEqual(first.body.value.bets.map((b) => b.betId));

    const recent = await call(platform.app, api.lottery.recent, {
      token: player.token,
      query: { language: 'EN' },
    });
    expect(recent.body.value.map((game) => game.gameCode)).toEqual(['VNF1']);

    clock.advance(60_000);
    const results = await call(platform.app, api.lottery.openedNumbers, { query: { gameCode: 'VNF1' } });
    const result = results.body.value.list[0]!;
    expect(result.drawId).toBe(draw.drawId);
    expect(createHash('sha256').update(result.seed).digest('hex')).toBe(draw.seedHash);
    expect(recompute(result)).toEqual(result.prizes.map((line) => line.numbers));

    const tails = result.prizes.flatMap((line) => line.numbers.map((number) => number.slice(-2)));
    const expected = numbers.map((number) =>
      Math.floor((250 * 350 * tails.filter((t) => t === number).length) / 100),
    );
    const mine = await call(platform.app, api.lottery.myBets, {
      token: player.token,
      query: { drawId: draw.drawId },
    });
    const byNumber = new Map(mine.body.value.list.map((b) => [b.numbers[0], b]));
    for (const [index, number] of numbers.entries()) {
      expect(byNumber.get(number)).toMatchObject({
        status: expected[index]! > 0 ? 'WON' : 'LOST',
        payout: expected[index],
      });
    }
    const won = expected.reduce((sum, payout) => sum + payout, 0);
    const balance = (await readBalance(database.db, player.memberId))!.balance;
    expect(balance).toBe(1_000_000 - 2500 + won);
    expect(await ledgerSum(database.db, player.memberId)).toBe(balance);
    const entries = await database.db
      .select({ kind: ledgerEntries.kind })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.memberId, player.memberId));
    expect(entries.filter((entry) => entry.kind === 'LOTTERY_BET')).toHaveLength(1);
    // the draw's payout entry, written whether the member won or not
    expect(entries.filter((entry) => entry.kind === 'LOTTERY_WIN')).toHaveLength(1);

    // settling again changes nothing
    expect(await settleDraw(database.db, draw.drawId, clock.now(), SEED_SECRET)).toBeNull();
    expect(await ledgerSum(database.db, player.memberId)).toBe(balance);
  });

  it("writes a losing member's settlement to the ledger (payout 0), so missions, VIP and referral see it then", async () => {
    const player = await newPlayer(platform.app, database.db);
    const draw = await current('VNMT');
    await bet(player.token, { drawId: draw.drawId, playType: 'DE', numbers: ['13'], stake: 1000 });
    const staked = (await readBalance(database.db, player.memberId))!.balance;
    const seen = await newestLedgerEntry(database.db);
    expect(
      await settleDraw(database.db, draw.drawId, new Date(Date.parse(draw.drawAt) + 1000), SEED_SECRET),
    ).toMatchObject({
      winners: 0,
    });
    const newest = await newestLedgerEntry(database.db);
    expect(await membersWithEntries(database.db, seen, newest)).toEqual([player.memberId]);
    const payouts = await database.db
      .select({ amount: ledgerEntries.amount, balanceAfter: ledgerEntries.balanceAfter })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, player.memberId), eq(ledgerEntries.kind, 'LOTTERY_WIN')));
    expect(payouts).toEqual([{ amount: 0, balanceAfter: staked }]);
    expect((await readBalance(database.db, player.memberId))!.balance).toBe(staked);
  });

  it('settles a draw once when two settlers race', async () => {
    const player = await newPlayer(platform.app, database.db);
    const draw = await current('VNF3');
    await bet(player.token, {
      drawId: draw.drawId,
      numbers: Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0')),
    });
    const later = new Date(Date.parse(draw.drawAt) + 1000);
    const outcomes = await Promise.all([
      settleDraw(database.db, draw.drawId, later, SEED_SECRET),
      settleDraw(database.db, draw.drawId, later, SEED_SECRET),
    ]);
    expect(outcomes.filter((outcome) => outcome !== null)).toHaveLength(1);
    const settled = outcomes.find((outcome) => outcome !== null)!;
    expect(settled.bets).toBe(100);
    // every one of the 27 tails wins: 27 occurrences × 3.5 × 1.00
    expect(settled.paid).toBe(27 * 350);
    // the payouts were written once: their sum is what the ledger paid
    const [written] = await database.db
      .select({ value: sql<number>`coalesce(sum(${lotteryBets.payout}), 0)::int` })
      .from(lotteryBets)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
      .where(eq(lotteryDraws.publicId, draw.drawId));
    expect(written?.value).toBe(27 * 350);
    expect(await ledgerSum(database.db, player.memberId)).toBe(
      (await readBalance(database.db, player.memberId))!.balance,
    );
  });

  it('refuses bets that break a rule, and nothing moves', async () => {
    const player = await newPlayer(platform.app, database.db);
    const draw = await current('VNF5');
    const refused = async (body: Partial<PlaceBetRequest>, status: number, code: string) => {
      const res = await bet(player.token, { drawId: draw.drawId, ...body });
      expect([res.status, res.body.code]).toEqual([status, code]);
    };
    await refused({ numbers: ['5'] }, 400, 'LOTTERY_NUMBERS');
    await refused({ numbers: ['100'] }, 400, 'LOTTERY_NUMBERS');
    await refused({ numbers: [] }, 400, 'LOTTERY_NUMBERS');
    await refused({ numbers: ['01', '01'] }, 400, 'LOTTERY_NUMBERS');
    await refused({ playType: 'XIEN2', numbers: ['01', '02', '03'] }, 400, 'LOTTERY_NUMBERS');
    await refused({ playType: 'BIG', numbers: ['1234'] }, 400, 'LOTTERY_NUMBERS');
    await refused({ stake: 0 }, 400, 'LOTTERY_STAKE');
    await refused({ stake: 1_000_001 }, 400, 'LOTTERY_STAKE');
    await refused({ numbers: ['01', '02', '03', '04', '05', '06'], stake: 900_000 }, 400, 'DRAW_LIMIT');
    await refused({ numbers: ['01', '02'], stake: 600_000 }, 400, 'INSUFFICIENT_BALANCE');
    await refused({ drawId: 'no-such-draw' }, 404, 'DRAW_NOT_FOUND');
    expect((await bet(player.token, { drawId: draw.drawId, numbers: ['11'], stake: 600_000 })).status).toBe(
      200,
    );
    await refused({ numbers: ['11'], stake: 400_001 }, 400, 'NUMBER_LIMIT');
    const malformed = await bet(player.token, { drawId: draw.drawId, stake: 1.005 });
    expect(malformed.status).toBe(400);
    expect(await ledgerSum(database.db, player.memberId)).toBe(1_000_000 - 600_000);
  });

  it("lets trial accounts' play money take no room on a number from real members", async () => {
    const draw = await current('VNF5');
    for (const address of ['198.51.104.1', '198.51.104.2', '198.51.104.3']) {
      const trial = await call(platform.app, api.session.freePlay, {
        body: { os: 'Linux', platform: 'W', random: 'U2FsdGVkX1rwd', gatewayVersion: 3 },
        ip: address,
      });
      const res = await bet(trial.body.value.token, {
        drawId: draw.drawId,
        numbers: ['77'],
        stake: 1_000_000,
      });
      expect(res.status).toBe(200);
    }
    const player = await newPlayer(platform.app, database.db);
    const real = await bet(player.token, { drawId: draw.drawId, numbers: ['77'], stake: 1_000_000 });
    expect(real.status).toBe(200);
    const [taken] = await database.db
      .select({ stake: lotteryExposure.stake })
      .from(lotteryExposure)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryExposure.drawId))
      .where(and(eq(lotteryDraws.publicId, draw.drawId), eq(lotteryExposure.limitKey, 'LO2:77')));
    expect(taken?.stake).toBe(1_000_000);
  });

  it('refuses a bet from the close on, and another member sees none of my bets', async () => {
    const player = await newPlayer(platform.app, database.db);
    const other = await newPlayer(platform.app, database.db);
    const draw = await current('VNF1');
    const placed = await bet(player.token, { drawId: draw.drawId, numbers: ['42'] });
    expect(placed.status).toBe(200);
    clock.advance(Date.parse(draw.closeAt) - clock.now().getTime());
    const late = await bet(player.token, { drawId: draw.drawId, numbers: ['43'] });
    expect([late.status, late.body.code]).toEqual([409, 'DRAW_CLOSED']);
    const theirs = await call(platform.app, api.lottery.myBets, {
      token: other.token,
      query: { drawId: draw.drawId },
    });
    expect(theirs.body.value.list).toEqual([]);
    clock.advance(10_000);
  });

  it('counts a slip against the wager limit inside the slip transaction', async () => {
    const player = await newPlayer(platform.app, database.db);
    await call(platform.app, playSafeApi.setLimit, {
      token: player.token,
      body: { kind: 'WAGER', period: 'DAY', amount: 250 },
    });
    const draw = await current('VNF1');
    expect((await bet(player.token, { drawId: draw.drawId, numbers: ['42'] })).status).toBe(200);
    const refused = await bet(player.token, { drawId: draw.drawId, numbers: ['43', '44'] });
    expect(refused.body).toMatchObject({ code: 'WAGER_LIMIT_REACHED', params: { left: '1.50' } });
    expect((await readBalance(database.db, player.memberId))?.balance).toBe(1_000_000 - 100);
  });
});

describe('what the lottery tells', () => {
  it('answers public ids, never the serials: draws, results and bets, and takes a draw back only by its public id', async () => {
    const player = await newPlayer(platform.app, database.db);
    const draw = await current('VNF5');
    const placed = await bet(player.token, { drawId: draw.drawId, numbers: ['31', '32'] });
    expect(placed.status).toBe(200);
    const answers = [
      draw,
      placed.body.value,
      (await call(platform.app, api.lottery.myBets, { token: player.token, query: { drawId: draw.drawId } }))
        .body.value,
      (await call(platform.app, api.lottery.openedNumbers, { query: { gameCode: 'VNF5' } })).body.value,
      (await call(platform.app, api.lottery.gameMenus, { query: {} })).body.value,
    ];
    const ids = idFields(answers);
    expect(ids.length).toBeGreaterThan(20);
    for (const id of ids) expect(id).toMatch(PUBLIC_ID);
    const [row] = await database.db.select().from(lotteryDraws).where(eq(lotteryDraws.publicId, draw.drawId));
    const bySerial = await bet(player.token, { drawId: String(row!.id), numbers: ['33'] });
    expect([bySerial.status, bySerial.body.code]).toEqual([404, 'DRAW_NOT_FOUND']);
  });

  it('keeps the seed out of the database until the draw, then reveals one that matches the published hash and yields the numbers', async () => {
    const draw = await current('SEA4D5');
    // every column of every draw, as a reader of the database sees them
    const dump = async () => JSON.stringify(await database.db.select().from(lotteryDraws));
    const before = await dump();
    const [open] = await database.db
      .select()
      .from(lotteryDraws)
      .where(eq(lotteryDraws.publicId, draw.drawId));
    expect(open).toMatchObject({ status: 'OPEN', seed: null, seedHash: draw.seedHash });

    clock.advance(Date.parse(draw.drawAt) - clock.now().getTime() + 1000);
    const results = await call(platform.app, api.lottery.openedNumbers, { query: { gameCode: 'SEA4D5' } });
    const result = results.body.value.list.find((listed) => listed.drawId === draw.drawId)!;
    expect(result.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(createHash('sha256').update(result.seed).digest('hex')).toBe(draw.seedHash);
    expect(recompute(result)).toEqual(result.prizes.map((line) => line.numbers));
    expect(before).toContain(draw.seedHash);
    expect(before).not.toContain(result.seed);
    expect(await dump()).toContain(result.seed);
  });
});

describe('the scheduler', () => {
  it('draws the draws missed while down at start, once', async () => {
    const player = await newPlayer(platform.app, database.db);
    const draw = await current('VNF1');
    await bet(player.token, { drawId: draw.drawId, numbers: ['07'] });
    // the server is "down" for ten minutes; a fresh scheduler starts with the clock past the draw
    const later = new Clock(() => new Date(clock.now().getTime() + 10 * 60_000));
    const scheduler = lotteryScheduler(database.db, later, 0, SEED_SECRET);
    await scheduler.tick();
    const [row] = await database.db.select().from(lotteryDraws).where(eq(lotteryDraws.publicId, draw.drawId));
    expect(row?.status).toBe('SETTLED');
    const again = lotteryScheduler(database.db, later, 0, SEED_SECRET);
    await again.tick();
    const mine = await call(platform.app, api.lottery.myBets, {
      token: player.token,
      query: { drawId: draw.drawId },
    });
    expect(mine.body.value.list.map((bet) => bet.status)).not.toContain('PENDING');
    expect(await ledgerSum(database.db, player.memberId)).toBe(
      (await readBalance(database.db, player.memberId))!.balance,
    );
    // and the next draw is scheduled after the new now
    const next = await database.db
      .select({ drawAt: lotteryDraws.drawAt })
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.gameCode, 'VNF1'), eq(lotteryDraws.status, 'OPEN')));
    expect(next.every((open) => open.drawAt.getTime() > later.now().getTime())).toBe(true);
  });
});
