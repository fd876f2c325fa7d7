import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/open';
import { members, withdrawalOrders } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { creditedMember } from '../../test-support/accounts';
import { addBankAccount } from '../../test-support/bank-accounts';
import { openFishVendors } from '../../test-support/games';
import { useSeededDatabase } from '../../test-support/harness';
import { seededPostgresTwins } from '../../test-support/postgres-twins';
import { checkedWallets } from '../../test-support/wallets';
import { transferFunds } from '../wallet/vendor-wallets';
import { moveToUpline } from './upline-transfers';
import { placeWithdrawal } from './withdrawals';

const START = 200_000;
const UPLINE_START = 50_000;

/**
 * 100 requests at once from one balance: withdrawals (each holding its amount), transfers to two
 * game wallets and transfers to the upline. The upline sends money back at the same time (as an
 * agent does to a downline): two members transferring to each other, which must not deadlock. `dbs` are the handles they are spread over: two handles on PostgreSQL act like two
 * platform processes, so only the database's row locks keep them apart.
 */
async function burst(dbs: readonly Db[]) {
  const db = dbs[0]!;
  const member = await creditedMember(db, START, 'Burst');
  const upline = await creditedMember(db, UPLINE_START, 'Upline');
  await db.update(members).set({ uplineId: upline.id, toUpline: true }).where(eq(members.id, member.id));
  await addBankAccount(db, member.id, `burst-account-${member.id}`);
  const codes = (await openFishVendors(db)).slice(0, 2);

  const requests = Array.from({ length: 100 }, (_, index) => {
    const on = dbs[index % dbs.length]!;
    if (index % 2 === 0)
      return placeWithdrawal(
        on,
        member.id,
        { amount: 30_000, bankAccountId: `burst-account-${member.id}`, idempotencyKey: `burst-${index}` },
        new Date(),
      );
    if (index % 4 === 3) {
      const [from, to] = index % 8 === 3 ? [member.id, upline.id] : [upline.id, member.id];
      return moveToUpline(on, from, to, { amount: 15_000, idempotencyKey: `burst-${index}` }, new Date());
    }
    return transferFunds(
      on,
      member.id,
      {
        vassalage: codes[(index >> 2) % 2]!,
        direction: 'IN',
        amount: 20_000,
        idempotencyKey: `burst-${index}`,
      },
      new Date(),
    );
  });
  const results = await Promise.allSettled(requests);
  for (const result of results) {
    if (result.status === 'rejected') {
      expect(result.reason).toBeInstanceOf(HttpError);
      expect(['INSUFFICIENT_BALANCE', 'WITHDRAWAL_DAILY_COUNT']).toContain(
        (result.reason as HttpError).coded?.code,
      );
    }
  }

  const { main, inGames } = await checkedWallets(db, member.id, codes);
  const { main: uplineMain } = await checkedWallets(db, upline.id, []);
  const [held] = await db
    .select({ sum: sql<string>`coalesce(sum(${withdrawalOrders.amount}), 0)`, n: sql<number>`count(*)::int` })
    .from(withdrawalOrders)
    .where(and(eq(withdrawalOrders.memberId, member.id), ne(withdrawalOrders.status, 'REJECTED')));
  // every minor unit is in a main wallet, a game wallet or held by a withdrawal: nothing made, nothing lost
  expect(main + uplineMain + inGames + Number(held?.sum ?? 0)).toBe(START + UPLINE_START);
  const sentUp = results.filter((result, index) => index % 8 === 3 && result.status === 'fulfilled');
  expect(sentUp.length).toBeGreaterThan(0);
  const withdrawals = results.filter((result, index) => index % 2 === 0 && result.status === 'fulfilled');
  expect(held?.n).toBe(withdrawals.length);
  // 200,000 covers at most 6 of the 30,000 withdrawals, and the brand allows 5 a day
  expect(withdrawals.length).toBeLessThanOrEqual(5);
  expect(results.some((result) => result.status === 'rejected')).toBe(true);
  expect(results.filter((result) => result.status === 'fulfilled').length).toBeGreaterThan(1);
}

describe('100 parallel withdrawals, game-wallet and upline transfers on one balance (PGlite)', () => {
  const database = useSeededDatabase();
  it('never overdraw, and every balance equals the sum of its ledger', async () => {
    await burst([database.db]);
  }, 120_000);
});

/**
 * The same on PostgreSQL, where a pool runs transactions truly in parallel. Runs when
 * TEST_DATABASE_URL names a throwaway server: it (re)creates a database of its own next to the
 * one given (`<name>_withdrawals`).
 */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)(
  '100 parallel withdrawals, game-wallet and upline transfers on one balance (PostgreSQL)',
  () => {
    const opened: Database[] = [];
    afterAll(async () => {
      await Promise.all(opened.map((database) => database.close()));
    });

    it('never overdraw across two processes, and every balance equals the sum of its ledger', async () => {
      await burst(await seededPostgresTwins(url ?? '', 'withdrawals', opened));
    }, 180_000);
  },
);
