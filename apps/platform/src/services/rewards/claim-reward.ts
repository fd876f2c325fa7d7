import type { ClaimRewardsResponse, RewardSource } from '@marquee/api-client/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open';
import { memberRewards } from '../../db/schema';
import { fail, notFound } from '../../http/http-error';
import { lockWallet, postLedgerEntry } from '../wallet/wallet';

export interface ClaimedReward {
  publicId: string;
  amount: number;
  /** the main wallet's balance after the credit */
  balance: number;
}

interface ClaimedRow {
  id: number;
  publicId: string;
  source: string;
  amount: number;
}

/** Credits a reward whose row the caller's UPDATE just marked claimed, and links the entry to it. */
async function credit(tx: Tx, memberId: number, reward: ClaimedRow, at: Date) {
  const entry = await postLedgerEntry(
    tx,
    {
      memberId,
      amount: reward.amount,
      kind: `REWARD_${reward.source}`,
      idempotencyKey: `reward:${reward.publicId}`,
      reference: reward.publicId,
    },
    at,
  );
  await tx.update(memberRewards).set({ ledgerEntryId: entry.entryId }).where(eq(memberRewards.id, reward.id));
  return entry.balance;
}

const claimedColumns = {
  id: memberRewards.id,
  publicId: memberRewards.publicId,
  source: memberRewards.source,
  amount: memberRewards.amount,
};

/**
 * Claims one of the member's rewards and credits it, in the caller's transaction. The claim is
 * the UPDATE itself (only an unclaimed, unexpired row of this member matches), so of two claims at
 * once, from two tabs or two processes, exactly one credits: the other waits for the row, finds it
 * claimed and answers REWARD_ALREADY_CLAIMED. Another member's reward answers 404.
 */
export async function claimRewardIn(
  tx: Tx,
  memberId: number,
  publicId: string,
  at: Date,
): Promise<ClaimedReward> {
  await lockWallet(tx, memberId);
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
    .returning(claimedColumns);
  if (!reward) {
    const [row] = await tx
      .select({ claimedAt: memberRewards.claimedAt })
      .from(memberRewards)
      .where(and(eq(memberRewards.publicId, publicId), eq(memberRewards.memberId, memberId)));
    if (!row) throw notFound('No such reward');
    throw row.claimedAt ? fail(409, 'REWARD_ALREADY_CLAIMED') : fail(410, 'REWARD_EXPIRED');
  }
  const balance = await credit(tx, memberId, reward, at);
  return { publicId, amount: reward.amount, balance };
}

/** Claims one reward in a transaction of its own: the credit and the claim land together or not at all. */
export function claimReward(db: Db, memberId: number, publicId: string, at: Date): Promise<ClaimedReward> {
  return db.transaction((tx) => claimRewardIn(tx, memberId, publicId, at));
}

/** The reward centre's claim of one reward: a trial account has none to claim. */
export async function claimOne(
  db: Db,
  memberId: number,
  publicId: string,
  at: Date,
): Promise<ClaimRewardsResponse> {
  return db.transaction(async (tx) => {
    const [reward] = await tx
      .select({ source: memberRewards.source })
      .from(memberRewards)
      .where(and(eq(memberRewards.publicId, publicId), eq(memberRewards.memberId, memberId)));
    const claimed = await claimRewardIn(tx, memberId, publicId, at);
    return {
      claimed: [{ id: publicId, source: reward!.source as RewardSource, amount: claimed.amount }],
      total: claimed.amount,
      balance: claimed.balance,
    };
  });
}

/**
 * Claims every reward the member has waiting, in one transaction: one UPDATE marks them all
 * claimed, so a claim of one of them at the same time, or a second claim all, finds them claimed
 * once this one commits and credits nothing twice. Nothing waiting is not an error: it claims none.
 */
export async function claimAllRewards(db: Db, memberId: number, at: Date): Promise<ClaimRewardsResponse> {
  return db.transaction(async (tx) => {
    const wallet = await lockWallet(tx, memberId);
    if (!wallet) throw notFound('Wallet not found');
    const rewards = await tx
      .update(memberRewards)
      .set({ claimedAt: at })
      .where(
        and(
          eq(memberRewards.memberId, memberId),
          isNull(memberRewards.claimedAt),
          gt(memberRewards.claimBy, at),
        ),
      )
      .returning(claimedColumns);
    rewards.sort((a, b) => a.id - b.id);
    let balance = wallet.balance;
    for (const reward of rewards) balance = await credit(tx, memberId, reward, at);
    return {
      claimed: rewards.map((reward) => ({
        id: reward.publicId,
        source: reward.source as RewardSource,
        amount: reward.amount,
      })),
      total: rewards.reduce((sum, reward) => sum + reward.amount, 0),
      balance,
    };
  });
}
