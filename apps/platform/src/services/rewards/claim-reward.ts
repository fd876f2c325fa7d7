import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open';
import { memberRewards } from '../../db/schema';
import { fail, notFound } from '../../http/http-error';
import { postLedgerEntry } from '../wallet/wallet';

export interface ClaimedReward {
  publicId: string;
  amount: number;
  /** the main wallet's balance after the credit */
  balance: number;
}

/**
 * Claims one of the member's rewards and credits it, in the caller's transaction. The claim is
 * the UPDATE itself (only an unclaimed, unexpired row of this member matches), so of two claims at
 * once, from two tabs or two processes, exactly one credits: the other waits for the row, finds it
 * claimed and answers REWARD_ALREADY_CLAIMED. Another member's reward answers 404.
 */
async function claimRewardIn(tx: Tx, memberId: number, publicId: string, at: Date): Promise<ClaimedReward> {
  const [reward] = await tx
    .update(memberRewards)
    .set({ claimedAt: at })
    .where(
      and(
        eq(memberRewards.publicId, publicId),
        eq(memberRewards.memberId, memberId),
        isNull(memberRewards.claimedAt),
        gt(memberRewards.claimBy, at),
      ),
    )
    .returning({ id: memberRewards.id, source: memberRewards.source, amount: memberRewards.amount });
  if (!reward) {
    const [row] = await tx
      .select({ claimedAt: memberRewards.claimedAt })
      .from(memberRewards)
      .where(and(eq(memberRewards.publicId, publicId), eq(memberRewards.memberId, memberId)));
    if (!row) throw notFound('No such reward');
    throw row.claimedAt ? fail(409, 'REWARD_ALREADY_CLAIMED') : fail(410, 'REWARD_EXPIRED');
  }
  const entry = await postLedgerEntry(
    tx,
    {
      memberId,
      amount: reward.amount,
      kind: `REWARD_${reward.source}`,
      idempotencyKey: `reward:${publicId}`,
      reference: publicId,
    },
    at,
  );
  await tx.update(memberRewards).set({ ledgerEntryId: entry.entryId }).where(eq(memberRewards.id, reward.id));
  return { publicId, amount: reward.amount, balance: entry.balance };
}

/** Claims one reward in a transaction of its own: the credit and the claim land together or not at all. */
export function claimReward(db: Db, memberId: number, publicId: string, at: Date): Promise<ClaimedReward> {
  return db.transaction((tx) => claimRewardIn(tx, memberId, publicId, at));
}
