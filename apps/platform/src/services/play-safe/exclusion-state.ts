import type { ExclusionDuration, ExclusionKind, PlayExclusion } from '@marquee/api-client/contract';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open';
import { members, playExclusions } from '../../db/schema';
import { fail } from '../../http/http-error';
import { BRAND_PLAY_SAFE } from '../../reference/brand';
import { HOUR } from '../clock';
import { brandMoment } from './periods';

type ExclusionRow = typeof playExclusions.$inferSelect;

/** When play opens again: null while an ended self-exclusion waits for the member to ask. */
function opensAt(row: ExclusionRow, reopenWaitHours: number): Date | null {
  if (row.kind !== 'SELF_EXCLUSION') return row.endsAt;
  if (!row.reopenRequestedAt) return null;
  const reopen = row.reopenRequestedAt.getTime() + reopenWaitHours * HOUR;
  return new Date(Math.max(reopen, row.endsAt.getTime()));
}

/** Whether the row still closes the account to play at `at`. */
export function isClosed(row: ExclusionRow, at: Date, reopenWaitHours: number): boolean {
  const open = opensAt(row, reopenWaitHours);
  return open === null || at.getTime() < open.getTime();
}

/** The break as the member sees it at `at`, judged by the platform's clock. */
export function exclusionView(row: ExclusionRow, reopenWaitHours: number, at: Date): PlayExclusion {
  const open = opensAt(row, reopenWaitHours);
  return {
    kind: row.kind as ExclusionKind,
    duration: row.duration as ExclusionDuration,
    startedAt: row.startedAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    reopenRequestedAt: row.reopenRequestedAt?.toISOString() ?? null,
    opensAt: open?.toISOString() ?? null,
    ended: at.getTime() >= row.endsAt.getTime(),
    inForce: isClosed(row, at, reopenWaitHours),
  };
}

export async function exclusionRow(db: Db | Tx, memberId: number): Promise<ExclusionRow | undefined> {
  const [row] = await db.select().from(playExclusions).where(eq(playExclusions.memberId, memberId));
  return row;
}

/** Whether a time-out or self-exclusion holds the member's account at `at`. */
export async function isExcluded(db: Db | Tx, memberId: number, at: Date): Promise<boolean> {
  const row = await exclusionRow(db, memberId);
  return row !== undefined && isClosed(row, at, BRAND_PLAY_SAFE.reopenWaitHours);
}

/**
 * Refuses a registration with the mobile number or email of a member in a self-exclusion, naming
 * its end: a self-excluded player may not open a second account to play on.
 */
export async function requireContactNotSelfExcluded(
  db: Db,
  contact: { countryDialingCode?: string | null; mobile?: string | null; email?: string | null },
  at: Date,
): Promise<void> {
  const mobile =
    contact.mobile && contact.countryDialingCode
      ? and(eq(members.mobile, contact.mobile), eq(members.countryDialingCode, contact.countryDialingCode))
      : undefined;
  const email = contact.email ? sql`lower(${members.email}) = lower(${contact.email})` : undefined;
  if (!mobile && !email) return;
  const rows = await db
    .select({ exclusion: playExclusions })
    .from(playExclusions)
    .innerJoin(members, eq(members.id, playExclusions.memberId))
    .where(and(eq(playExclusions.kind, 'SELF_EXCLUSION'), or(mobile, email)));
  for (const { exclusion } of rows) {
    if (!isClosed(exclusion, at, BRAND_PLAY_SAFE.reopenWaitHours)) continue;
    const view = exclusionView(exclusion, BRAND_PLAY_SAFE.reopenWaitHours, at);
    throw fail(403, 'REGISTRATION_EXCLUDED', {
      until: brandMoment(new Date(view.opensAt ?? exclusion.endsAt)),
    });
  }
}

/**
 * The end of the time-out or self-exclusion whose start revoked a session at `revokedAt` (both are
 * written by the one transaction that starts it), while it still holds the account; null when the
 * session ended any other way. A device signed out by the break then says so, with its end date.
 */
export async function breakThatSignedOut(
  db: Db,
  session: { memberId: number; revokedAt: Date },
  at: Date,
): Promise<string | null> {
  const row = await exclusionRow(db, session.memberId);
  if (!row || row.startedAt.getTime() !== session.revokedAt.getTime()) return null;
  if (!isClosed(row, at, BRAND_PLAY_SAFE.reopenWaitHours)) return null;
  return brandMoment(row.endsAt);
}

/**
 * Refuses play, deposits, bets, promotions and reward claims while a time-out or self-exclusion
 * holds the account, naming the end; an ended self-exclusion not yet reopened says how to reopen.
 */
export async function requireNotExcluded(db: Db | Tx, memberId: number, at: Date): Promise<void> {
  refuseWhileExcluded(await exclusionRow(db, memberId), at);
}

/** requireNotExcluded on a member's exclusion row read by the caller (undefined: none). */
export function refuseWhileExcluded(row: ExclusionRow | undefined, at: Date): void {
  const { reopenWaitHours } = BRAND_PLAY_SAFE;
  if (!row || !isClosed(row, at, reopenWaitHours)) return;
  const open = opensAt(row, reopenWaitHours);
  // a self-exclusion still running names its end; once ended it waits for the member to ask
  if (!open && at.getTime() < row.endsAt.getTime())
    throw fail(403, 'PLAY_PAUSED', { until: brandMoment(row.endsAt) });
  if (!open) throw fail(403, 'PLAY_CLOSED_REOPEN');
  throw fail(403, 'PLAY_PAUSED', { until: brandMoment(open) });
}
