import {
  type AffiliateApplication,
  type AffiliateChannel,
  type AffiliateRequest,
  isAgentAccount,
  isTrialAccount,
  MEMBER_TYPE,
} from '@marquee/api-client/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { affiliateApplications, members } from '../../db/schema';
import { fail, notFound } from '../../http/http-error';

type Row = typeof affiliateApplications.$inferSelect;

function view(row: Row): AffiliateApplication {
  return {
    status: row.status as AffiliateApplication['status'],
    name: row.name,
    contact: row.contact,
    channels: row.channels as AffiliateChannel[],
    expectedPlayers: row.expectedPlayers,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The member's latest application, if any. */
export async function latestApplication(db: Db, memberId: number): Promise<AffiliateApplication | null> {
  const [row] = await db
    .select()
    .from(affiliateApplications)
    .where(eq(affiliateApplications.memberId, memberId))
    .orderBy(desc(affiliateApplications.submittedAt), desc(affiliateApplications.id))
    .limit(1);
  return row ? view(row) : null;
}

/**
 * Files an application. The partial unique index holds one PENDING row per member, so of two
 * submissions at once one inserts and the other finds nothing inserted: AFFILIATE_PENDING.
 */
export async function applyForAffiliate(
  db: Db,
  memberId: number,
  request: AffiliateRequest,
  at: Date,
): Promise<AffiliateApplication> {
  const [member] = await db
    .select({ isAgent: members.isAgent })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) throw notFound('Member not found');
  if (isTrialAccount(member.isAgent)) throw fail(403, 'TRIAL_ACCOUNT');
  if (isAgentAccount(member.isAgent)) throw fail(409, 'ALREADY_AGENT');
  const inserted = await db
    .insert(affiliateApplications)
    .values({ memberId, ...request, status: 'PENDING', submittedAt: at })
    .onConflictDoNothing()
    .returning();
  const row = inserted[0];
  if (!row) throw fail(409, 'AFFILIATE_PENDING');
  return view(row);
}

export interface PendingApplication {
  id: number;
  account: string;
  name: string;
  contact: string;
  channels: string[];
  expectedPlayers: number;
  submittedAt: Date;
}

/** What the operator reviews (platform CLI), oldest first. */
export async function pendingApplications(db: Db): Promise<PendingApplication[]> {
  return db
    .select({
      id: affiliateApplications.id,
      account: members.account,
      name: affiliateApplications.name,
      contact: affiliateApplications.contact,
      channels: affiliateApplications.channels,
      expectedPlayers: affiliateApplications.expectedPlayers,
      submittedAt: affiliateApplications.submittedAt,
    })
    .from(affiliateApplications)
    .innerJoin(members, eq(members.id, affiliateApplications.memberId))
    .where(eq(affiliateApplications.status, 'PENDING'))
    .orderBy(affiliateApplications.submittedAt, affiliateApplications.id);
}

/**
 * The operator's decision on a pending application. Approving makes the member an agent in the
 * same transaction, so the member info says so from the next sign-in on. Deciding twice fails.
 */
export async function decideApplication(
  db: Db,
  id: number,
  decision: 'APPROVED' | 'REJECTED',
  at: Date,
): Promise<{ account: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(affiliateApplications)
      .set({ status: decision, decidedAt: at })
      .where(and(eq(affiliateApplications.id, id), eq(affiliateApplications.status, 'PENDING')))
      .returning({ memberId: affiliateApplications.memberId });
    if (!row) throw notFound(`No pending affiliate application ${id}`);
    if (decision === 'APPROVED')
      await tx.update(members).set({ isAgent: MEMBER_TYPE.agent }).where(eq(members.id, row.memberId));
    const [member] = await tx
      .select({ account: members.account })
      .from(members)
      .where(eq(members.id, row.memberId));
    return { account: member?.account ?? '' };
  });
}
