import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/open';
import { lotteryBets, lotteryDraws, lotteryExposure } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { LOTTERY_EXPOSURE_PER_NUMBER, LOTTERY_LIMITS } from '../../reference/lottery';
import { creditedMember } from '../../test-support/accounts';
import { testConfig, useSeededDatabase } from '../../test-support/harness';
import { seededPostgresTwins } from '../../test-support/postgres-twins';
import { Clock } from '../clock';
import { ledgerSum, readBalance } from '../wallet/wallet';
import { placeBet } from './bets';
import { lotteryScheduler } from './scheduler';

const START = 5_000_000;

const newMember = async (db: Db) => (await creditedMember(db, START, 'Exposure')).id;

const NOW = new Date(Date.UTC(2030, 0, 1, 0, 0, 20));

/** The next draw of `gameCode` (scheduled as of NOW) and a moment before its close to bet at. */
async function openDraw(db: Db, gameCode: string) {
  await lotteryScheduler(db, new Clock(() => NOW), 0, testConfig().lotterySeedSecret).tick();
  const [draw] = await db
    .select({ id: lotteryDraws.id, publicId: lotteryDraws.publicId, closeAt: lotteryDraws.closeAt })
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.gameCode, gameCode),
        eq(lotteryDraws.status, 'OPEN'),
        gt(lotteryDraws.closeAt, NOW),
      ),
    )
    .orderBy(lotteryDraws.drawAt)
    .limit(1);
  if (!draw) throw new Error(`no open draw of ${gameCode}`);
  return { drawId: draw.publicId, serial: draw.id, at: new Date(draw.closeAt.getTime() - 5000) };
}

const codeOf = (reason: unknown) => (reason instanceof HttpError ? reason.coded?.code : String(reason));

async function stakeOn(db: Db, drawId: number, number: string) {
  const rows = await db
    .select({ stake: lotteryBets.stake })
    .from(lotteryBets)
    .where(
      and(
        eq(lotteryBets.drawId, drawId),
        eq(lotteryBets.playType, 'LO2'),
        sql`${lotteryBets.numbers} = array[${number}]::text[]`,
      ),
    );
  const [exposure] = await db
    .select({ stake: lotteryExposure.stake })
    .from(lotteryExposure)
    .where(and(eq(lotteryExposure.drawId, drawId), eq(lotteryExposure.limitKey, `LO2:${number}`)));
  return { bets: rows.reduce((sum, row) => sum + row.stake, 0), exposure: exposure?.stake ?? 0 };
}

/**
 * Members fill number 42 of a draw to 1,000,000 below the draw-wide limit, then ten more bet
 * 600,000 on it at the same moment (spread over `dbs`, which act as separate platform processes
 * on PostgreSQL): exactly one fits. The others get NUMBER_LIMIT and keep their money.
 */
async function lastRoom(dbs: readonly Db[], gameCode: string) {
  const db = dbs[0]!;
  const { drawId, serial, at } = await openDraw(db, gameCode);
  const room = 1_000_000;
  const filled = LOTTERY_EXPOSURE_PER_NUMBER - room;
  const fillers = Math.ceil(filled / LOTTERY_LIMITS.maxStakePerNumber);
  for (let index = 0; index < fillers; index += 1) {
    const stake = Math.min(
      LOTTERY_LIMITS.maxStakePerNumber,
      filled - index * LOTTERY_LIMITS.maxStakePerNumber,
    );
    await placeBet(
      db,
      await newMember(db),
      { drawId, playType: 'LO2', numbers: ['42'], stake, idempotencyKey: `fill-${index}` },
      at,
    );
  }
  const racers = await Promise.all(Array.from({ length: 10 }, () => newMember(db)));
  const results = await Promise.allSettled(
    racers.map((memberId, index) =>
      placeBet(
        dbs[index % dbs.length]!,
        memberId,
        { drawId, playType: 'LO2', numbers: ['42'], stake: 600_000, idempotencyKey: 'race' },
        at,
      ),
    ),
  );
  expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  for (const result of results) {
    if (result.status === 'rejected') expect(codeOf(result.reason)).toBe('NUMBER_LIMIT');
  }
  expect(await stakeOn(db, serial, '42')).toEqual({ bets: filled + 600_000, exposure: filled + 600_000 });
  for (const [index, memberId] of racers.entries()) {
    const balance = (await readBalance(db, memberId))!.balance;
    expect(balance).toBe(results[index]!.status === 'fulfilled' ? START - 600_000 : START);
    expect(await ledgerSum(db, memberId)).toBe(balance);
  }

  // a slip with one full number is refused whole: its other numbers' totals do not move
  const late = await newMember(db);
  const refused = placeBet(
    db,
    late,
    { drawId, playType: 'LO2', numbers: ['41', '42', '43'], stake: 500_000, idempotencyKey: 'late' },
    at,
  );
  await expect(refused).rejects.toMatchObject({
    coded: { code: 'NUMBER_LIMIT', params: { number: '42', limit: '30000.00' } },
  });
  expect(await stakeOn(db, serial, '41')).toEqual({ bets: 0, exposure: 0 });
  expect((await readBalance(db, late))!.balance).toBe(START);
  // the room left on 42 is still there for a bet that fits it
  const fits = await placeBet(
    db,
    late,
    { drawId, playType: 'LO2', numbers: ['42'], stake: room - 600_000, idempotencyKey: 'fits' },
    at,
  );
  expect(fits.bets).toHaveLength(1);
  expect(await stakeOn(db, serial, '42')).toEqual({
    bets: LOTTERY_EXPOSURE_PER_NUMBER,
    exposure: LOTTERY_EXPOSURE_PER_NUMBER,
  });
}

describe('the draw-wide limit per number under concurrent bets (PGlite)', () => {
  const database = useSeededDatabase();
  it('lets exactly one of the members racing for the last room in', async () => {
    await lastRoom([database.db], 'VNMB');
  }, 60_000);
});

/**
 * The same on PostgreSQL, where two pools run the bets truly in parallel. Runs when
 * TEST_DATABASE_URL names a throwaway server: it (re)creates a database of its own next to the
 * one given (`<name>_lottery`).
 */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('the draw-wide limit per number under concurrent bets (PostgreSQL)', () => {
  const opened: Database[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
  });

  it('lets exactly one of the members racing for the last room in, across two processes', async () => {
    await lastRoom(await seededPostgresTwins(url ?? '', 'lottery', opened), 'VNMB');
  }, 180_000);
});
