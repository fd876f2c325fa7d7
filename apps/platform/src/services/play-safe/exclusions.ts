import type {
  ExclusionDuration,
  PlayExclusionResponse,
  StartExclusionRequest,
} from '@marquee/api-client/contract';
import { SELF_EXCLUSION_DURATIONS, TIME_OUT_DURATIONS } from '@marquee/api-client/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { launchSessions, members, playExclusions, sessions } from '../../db/schema';
import { fail } from '../../http/http-error';
import type { PlaySafeRules } from '../../reference/brand';
import { verifyPassword } from '../accounts/password-hash';
import { type FailureLock, isLockedByFailures, settleCheck } from '../accounts/rate-limit';
import { forgetLookups } from '../accounts/sessions';
import { DAY, HOUR, MINUTE } from '../clock';
import type { AccountDeps } from '../deps';
import { lockWallet } from '../wallet/wallet';
import { exclusionRow, exclusionView, isClosed } from './exclusion-state';
import { brandMoment } from './periods';

const passwordLock = (memberId: number): FailureLock => ({
  key: `play-safe-password:member:${memberId}`,
  limit: 5,
  windowMs: 15 * MINUTE,
  lockMs: 5 * MINUTE,
});

/** The end of a time-out or self-exclusion started at `at`: hours and days exactly, months by the calendar. */
function exclusionEnd(duration: ExclusionDuration, at: Date): Date {
  const fixed: Partial<Record<ExclusionDuration, number>> = {
    '24H': 24 * HOUR,
    '7D': 7 * DAY,
    '30D': 30 * DAY,
    '6W': 42 * DAY,
  };
  const span = fixed[duration];
  if (span !== undefined) return new Date(at.getTime() + span);
  const months = { '6M': 6, '1Y': 12, '2Y': 24, '5Y': 60 }[duration as '6M'];
  const end = new Date(at);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

export async function readExclusion(
  db: Db,
  memberId: number,
  rules: PlaySafeRules,
  at: Date,
): Promise<PlayExclusionResponse> {
  const row = await exclusionRow(db, memberId);
  return {
    exclusion: row ? exclusionView(row, rules.reopenWaitHours, at) : null,
    reopenWaitHours: rules.reopenWaitHours,
  };
}

/**
 * Starts a time-out or self-exclusion with the member's password (wrong ones counted under a lock
 * of their own). Under the wallet lock, so a round in flight finishes before it and none starts
 * after; it cannot replace one still in force. Every session of the member (every device, the one
 * asking too) and every game token end with it, in the same transaction: the player signs in again
 * to an account that can only show balance and records and withdraw.
 */
export async function startExclusion(
  deps: AccountDeps,
  memberId: number,
  request: StartExclusionRequest,
  rules: PlaySafeRules,
): Promise<PlayExclusionResponse> {
  const durations: readonly string[] =
    request.kind === 'TIME_OUT' ? TIME_OUT_DURATIONS : SELF_EXCLUSION_DURATIONS;
  if (!durations.includes(request.duration)) throw fail(400, 'FIELD_FORMAT', { field: 'duration' });
  const lock = passwordLock(memberId);
  const now = deps.clock.now();
  if (await isLockedByFailures(deps.db, lock, now)) throw fail(429, 'TOO_MANY_ATTEMPTS');
  const [member] = await deps.db
    .select({ passwordHash: members.passwordHash })
    .from(members)
    .where(eq(members.id, memberId));
  const right =
    request.password !== '' &&
    member !== undefined &&
    (await verifyPassword(request.password, member.passwordHash));
  const verdict = await settleCheck(deps, lock, right);
  if (verdict === 'locked') throw fail(429, 'TOO_MANY_ATTEMPTS');
  if (verdict === 'wrong') throw fail(400, 'WRONG_PASSWORD');
  await deps.db.transaction(async (tx) => {
    await lockWallet(tx, memberId);
    const [earlier] = await tx
      .select()
      .from(playExclusions)
      .where(eq(playExclusions.memberId, memberId))
      .for('update');
    if (earlier && isClosed(earlier, now, rules.reopenWaitHours)) {
      const view = exclusionView(earlier, rules.reopenWaitHours, now);
      throw fail(409, 'EXCLUSION_IN_FORCE', {
        until: view.opensAt ? brandMoment(new Date(view.opensAt)) : '—',
      });
    }
    const row = {
      memberId,
      kind: request.kind,
      duration: request.duration,
      startedAt: now,
      endsAt: exclusionEnd(request.duration, now),
      reopenRequestedAt: null,
    };
    await tx
      .insert(playExclusions)
      .values(row)
      .onConflictDoUpdate({ target: playExclusions.memberId, set: row });
    await tx
      .update(launchSessions)
      .set({ expiresAt: now })
      .where(and(eq(launchSessions.memberId, memberId), gt(launchSessions.expiresAt, now)));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
  });
  forgetLookups(deps.db);
  return readExclusion(deps.db, memberId, rules, now);
}

/** After a self-exclusion has ended, the member asks to reopen; play opens the brand's hours later. */
export async function requestReopen(deps: AccountDeps, memberId: number, rules: PlaySafeRules) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(playExclusions)
      .where(eq(playExclusions.memberId, memberId))
      .for('update');
    if (row?.kind !== 'SELF_EXCLUSION' || row.reopenRequestedAt) return;
    if (now.getTime() < row.endsAt.getTime()) throw fail(409, 'EXCLUSION_NOT_ENDED');
    await tx
      .update(playExclusions)
      .set({ reopenRequestedAt: now })
      .where(eq(playExclusions.memberId, memberId));
  });
  return readExclusion(deps.db, memberId, rules, now);
}
