import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { bets, ledgerEntries, members, wallets } from '../../db/schema';
import { ledgerSum } from './wallet';

const AUDIT_BETS = 100;

/** A member's balance beside the sum of its ledger and its latest rounds (dev route /__dev/wallet). */
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
  return {
    balance: member.balance,
    ledgerSum: await ledgerSum(db, member.id),
    entries: entries?.value ?? 0,
    bets: rounds,
  };
}
