import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { bets, ledgerEntries, members, vendorWallets, wallets } from '../../db/schema';
import { vendorLedgerSum } from './vendor-wallets';
import { ledgerSum } from './wallet';

const AUDIT_BETS = 100;

/**
 * A member's balance beside the sum of its ledger, each vendor wallet beside its own ledger, and the
 * latest rounds (dev route /__dev/wallet).
 */
export async function walletAudit(db: Db, account: string) {
  const [member] = await db
    .select({ id: members.id, balance: wallets.balance })
    .from(members)
    .innerJoin(wallets, eq(wallets.memberId, members.id))
    .where(sql`lower(${members.account}) = ${account.toLowerCase()}`);
  if (!member) return null;
  const [entries] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.memberId, member.id));
  const rounds = await db
    .select({
      id: bets.id,
      nodeId: bets.nodeId,
      vassalage: bets.vassalage,
      stake: bets.stake,
      payout: bets.payout,
      balanceAfter: bets.balanceAfter,
      outcome: bets.outcome,
      idempotencyKey: bets.idempotencyKey,
      createdAt: bets.createdAt,
    })
    .from(bets)
    .where(eq(bets.memberId, member.id))
    .orderBy(desc(bets.id))
    .limit(AUDIT_BETS);
  const vendorRows = await db
    .select({ vassalage: vendorWallets.vassalage, balance: vendorWallets.balance })
    .from(vendorWallets)
    .where(eq(vendorWallets.memberId, member.id));
  const vendors = await Promise.all(
    vendorRows.map(async (row) => ({
      ...row,
      ledgerSum: await vendorLedgerSum(db, member.id, row.vassalage),
    })),
  );
  return {
    balance: member.balance,
    vendors,
    ledgerSum: await ledgerSum(db, member.id),
    entries: entries?.value ?? 0,
    bets: rounds,
  };
}

/**
 * Every round the platform holds: its bets rows and its BET and WIN ledger entries, of every member
 * (dev route /__dev/rounds), so e2e can prove a visitor's fun play wrote none.
 */
export async function roundTotals(db: Db) {
  const [rounds] = await db.select({ value: sql<number>`count(*)::int` }).from(bets);
  const [entries] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.kind, ['BET', 'WIN']));
  return { bets: rounds?.value ?? 0, entries: entries?.value ?? 0 };
}
