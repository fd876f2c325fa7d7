import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open';
import { vendorWallets } from '../db/schema';
import { vendorLedgerSum } from '../services/wallet/vendor-wallets';
import { ledgerSum, postLedgerEntry, readBalance } from '../services/wallet/wallet';

/**
 * Checks that the member's main wallet and its game wallets of `vassalages` are not negative and
 * each equals the sum of its ledger; answers the main balance and what is in the game wallets.
 */
export async function checkedWallets(db: Db, memberId: number, vassalages: readonly string[]) {
  const main = (await readBalance(db, memberId))?.balance ?? -1;
  expect(main).toBeGreaterThanOrEqual(0);
  expect(await ledgerSum(db, memberId)).toBe(main);
  const rows = await db
    .select({ vassalage: vendorWallets.vassalage, balance: vendorWallets.balance })
    .from(vendorWallets)
    .where(and(eq(vendorWallets.memberId, memberId), inArray(vendorWallets.vassalage, vassalages)));
  let inGames = 0;
  for (const row of rows) {
    expect(row.balance).toBeGreaterThanOrEqual(0);
    expect(await vendorLedgerSum(db, memberId, row.vassalage)).toBe(row.balance);
    inGames += row.balance;
  }
  return { main, inGames };
}

/** Brings the member's main balance down (or up) to `minor` with one TEST ledger entry. */
export async function leaveBalance(db: Db, memberId: number, minor: number) {
  const balance = (await readBalance(db, memberId))?.balance ?? 0;
  await postLedgerEntry(db, {
    memberId,
    amount: minor - balance,
    kind: 'TEST',
    idempotencyKey: `leave-${minor}`,
  });
}
