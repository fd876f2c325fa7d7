import { and, eq } from 'drizzle-orm';
import type { Database, Db } from '../../db/open';
import { memberRewards } from '../../db/schema';
import type { HttpError } from '../../http/http-error';
import { creditedMember } from '../../test-support/accounts';
import { openFishVendors } from '../../test-support/games';
import { useSeededDatabase } from '../../test-support/harness';
import { seededPostgresTwins } from '../../test-support/postgres-twins';
import { checkedWallets } from '../../test-support/wallets';
import { createDeposit, matchBankDeposit, settleDeposit } from '../member-centre/deposits';
import { forfeitBonus } from '../rewards/bonuses';
import { claimReward } from '../rewards/claim-reward';
import { offerReward } from '../rewards/offer-reward';
import { transferFunds } from './vendor-wallets';
import { InsufficientFundsError } from './wallet';

const START = 1_000_000;
const DEPOSIT = 60_000;
/** Bonuses claimed before the burst and forfeited during it, twice each (two tabs, two processes). */
const BONUSES = [150_000, 120_000, 90_000, 60_000];

/**
 * 100 transfers main ↔ two game wallets at once, from one member, while three deposits are
 * credited (two by the provider, one bank transfer by the operator) and four bonuses forfeited:
 * a forfeit recalls from the game wallets what main lacks, so it takes the same locks as the
 * transfers, main first. `dbs` are the handles the
 * transfers are spread over: two handles on PostgreSQL act like two platform processes, so only
 * the database's row locks keep them apart.
 */
async function burst(dbs: readonly Db[]) {
  const db = dbs[0]!;
  const member = await creditedMember(db, START, 'Burst');
  const codes = (await openFishVendors(db)).slice(0, 2);
  const bonusIds: string[] = [];
  for (const [index, amount] of BONUSES.entries()) {
    const offerKey = `burst-bonus-${index}`;
    await offerReward(db, { memberId: member.id, source: 'REBATE', offerKey, amount }, new Date());
    const [row] = await db
      .select({ id: memberRewards.publicId })
      .from(memberRewards)
      .where(and(eq(memberRewards.memberId, member.id), eq(memberRewards.offerKey, offerKey)));
    await claimReward(db, member.id, row!.id, new Date());
    bonusIds.push(row!.id);
  }
  const payUrlOf = () => null;
  const orders = await Promise.all(
    ['GCASH', 'MAYA', 'BANK'].map((channel) =>
      createDeposit(
        db,
        member.id,
        { channel, amount: DEPOSIT, idempotencyKey: `burst-${channel}` },
        new Date(),
        payUrlOf,
      ),
    ),
  );

  const transfers = Array.from({ length: 100 }, (_, index) =>
    transferFunds(
      dbs[index % dbs.length]!,
      member.id,
      {
        vassalage: codes[index % 2]!,
        // mostly into the game wallets (most must be refused once main is spent), some back out
        direction: index % 5 === 4 ? 'OUT' : 'IN',
        amount: index % 5 === 4 ? 25_000 : 45_000,
        idempotencyKey: `burst-${index}`,
      },
      new Date(),
    ),
  );
  const credits = orders.map((order) =>
    order.kind === 'BANK'
      ? matchBankDeposit(db, { orderNo: order.orderNo, amount: DEPOSIT }, new Date())
      : settleDeposit(db, { orderNo: order.orderNo, amount: DEPOSIT, result: 'PAID' }, new Date()),
  );
  const forfeits = bonusIds.flatMap((id, index) =>
    [0, 1].map((copy) => forfeitBonus(dbs[(index + copy) % dbs.length]!, member.id, id, new Date())),
  );
  const [results, forfeited] = await Promise.all([
    Promise.allSettled([...transfers, ...credits]),
    Promise.allSettled(forfeits),
  ]);
  for (const result of results.slice(0, 100)) {
    if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(InsufficientFundsError);
  }
  expect(results.slice(100).every((result) => result.status === 'fulfilled')).toBe(true);
  // each bonus is forfeited once, and all of it comes back: nothing was wagered
  let debited = 0;
  for (const result of forfeited) {
    if (result.status === 'fulfilled') debited += result.value.debited;
    else expect((result.reason as HttpError).coded?.code).toBe('BONUS_NOT_ACTIVE');
  }
  expect(forfeited.filter((result) => result.status === 'fulfilled')).toHaveLength(BONUSES.length);
  expect(debited).toBe(BONUSES.reduce((sum, amount) => sum + amount, 0));

  const { main, inGames } = await checkedWallets(db, member.id, codes);
  // money only moved between the member's wallets, plus the three deposits (the bonuses went back)
  expect(main + inGames).toBe(START + 3 * DEPOSIT);
  const moved = results.slice(0, 100).filter((result) => result.status === 'fulfilled').length;
  const refused = 100 - moved;
  // 1,180,000 cannot cover 80 transfers of 45,000 in: some were refused, and some went through
  expect(moved).toBeGreaterThan(20);
  expect(refused).toBeGreaterThan(0);
}

describe('100 parallel transfers and deposits on one balance (PGlite)', () => {
  const database = useSeededDatabase();
  it('never overdraw, and every balance equals the sum of its ledger', async () => {
    await burst([database.db]);
  }, 120_000);
});

/**
 * The same on PostgreSQL, where a pool runs transactions truly in parallel. Runs when
 * TEST_DATABASE_URL names a throwaway server: it (re)creates a database of its own next to the
 * one given (`<name>_wallet`).
 */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('100 parallel transfers and deposits on one balance (PostgreSQL)', () => {
  const opened: Database[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
  });

  it('never overdraw across two processes, and every balance equals the sum of its ledger', async () => {
    await burst(await seededPostgresTwins(url ?? '', 'wallet', opened));
  }, 180_000);
});
