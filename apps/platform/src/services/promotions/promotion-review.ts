import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { members, promotionEntries, promotions } from '../../db/schema';
import { badRequest, notFound } from '../../http/http-error';
import type { Clock } from '../clock';
import { TimedJob } from '../timed-job';
import { entryRewardKeyOf } from './promotion-status';
import { offerPromotionReward } from './promotions';

export interface PendingApplication {
  id: number;
  account: string;
  promotionId: number;
  promotion: string;
  remark: string;
  images: number;
  submittedAt: Date;
}

/** The applications waiting for the operator, oldest first. */
export async function pendingPromotionApplications(db: Db): Promise<PendingApplication[]> {
  const rows = await db
    .select({
      id: promotionEntries.id,
      account: members.account,
      promotionId: promotions.id,
      title: promotions.title,
      remark: promotionEntries.remark,
      images: promotionEntries.images,
      submittedAt: promotionEntries.enteredAt,
    })
    .from(promotionEntries)
    .innerJoin(members, eq(members.id, promotionEntries.memberId))
    .innerJoin(promotions, eq(promotions.id, promotionEntries.promotionId))
    .where(eq(promotionEntries.status, 'APPLYING'))
    .orderBy(asc(promotionEntries.enteredAt), asc(promotionEntries.id));
  return rows.map((row) => ({
    id: row.id,
    account: row.account,
    promotionId: row.promotionId,
    promotion: row.title.EN ?? '',
    remark: row.remark ?? '',
    images: row.images.length,
    submittedAt: row.submittedAt,
  }));
}

/**
 * The operator's decision on an application. Only an APPLYING one changes (a conditional update,
 * so two decisions at once decide once); approving offers its reward (a daily application's, its own day's), which the member then claims.
 * Answers whether this call decided it.
 */
export async function decidePromotionApplication(
  db: Db,
  id: number,
  decision: 'APPROVED' | 'REJECTED',
  at: Date,
): Promise<{ account: string; decided: boolean }> {
  return db.transaction(async (tx) => {
    const [decided] = await tx
      .update(promotionEntries)
      .set({ status: decision, decidedAt: at })
      .where(and(eq(promotionEntries.id, id), eq(promotionEntries.status, 'APPLYING')))
      .returning({
        memberId: promotionEntries.memberId,
        promotionId: promotionEntries.promotionId,
        day: promotionEntries.day,
      });
    const [entry] = await tx
      .select({ account: members.account, status: promotionEntries.status })
      .from(promotionEntries)
      .innerJoin(members, eq(members.id, promotionEntries.memberId))
      .where(eq(promotionEntries.id, id));
    if (!entry) throw notFound(`No application ${id}`);
    if (!decided) {
      if (entry.status === decision) return { account: entry.account, decided: false };
      throw badRequest(`application ${id} was already ${entry.status.toLowerCase()}`);
    }
    if (decision === 'APPROVED') {
      const [promotion] = await tx.select().from(promotions).where(eq(promotions.id, decided.promotionId));
      // the application's own reward: a daily one's day, whichever day it is decided
      await offerPromotionReward(tx, promotion!, decided.memberId, at, entryRewardKeyOf(promotion!, decided));
    }
    return { account: entry.account, decided: true };
  });
}

/**
 * Demo mode's stand-in for the operator: applications waiting longer than `delayMs` are approved
 * through the same decision as the CLI's. Ticked before the promotion pages answer, and by the
 * running server every few seconds.
 */
export function promotionReviewJob(db: Db, clock: Clock, delayMs: number): TimedJob {
  return new TimedJob('promotion review', async () => {
    const now = clock.now();
    const due = await db
      .select({ id: promotionEntries.id })
      .from(promotionEntries)
      .where(
        and(
          eq(promotionEntries.status, 'APPLYING'),
          lte(promotionEntries.enteredAt, new Date(now.getTime() - delayMs)),
        ),
      );
    for (const { id } of due) await decidePromotionApplication(db, id, 'APPROVED', now);
  });
}
