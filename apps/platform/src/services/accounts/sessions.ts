import { and, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { launchSessions, sessions } from '../../db/schema';
import { MAX_LIVE_SESSIONS } from '../../reference/session-limits';
import { HOUR, MINUTE } from '../clock';
import { lockKeys } from './advisory-lock';
import { randomToken, sha256 } from './tokens';

/** Idle timeout: a session unused for 30 minutes is over (sliding). */
const IDLE_TIMEOUT_MS = 30 * MINUTE;
/** Absolute lifetime: 12 hours after sign-in, however active. */
const ABSOLUTE_LIFETIME_MS = 12 * HOUR;
/** lastSeenAt is written at most once a minute, so busy pages don't write on every call */
const TOUCH_INTERVAL_MS = MINUTE;

/**
 * Starts a session: a 256-bit random token for the client, only its SHA-256 in the database (a
 * leaked table cannot be replayed). `passwordChangePending` holds the session back until the
 * password is changed (see require-session.ts). A member holds at most MAX_LIVE_SESSIONS: the
 * oldest beyond that end here, counted under a lock on the member so parallel sign-ins cannot all
 * see room for themselves.
 */
export async function createSession(
  db: Db,
  memberId: number,
  now: Date,
  ip: string | null,
  { passwordChangePending = false }: { passwordChangePending?: boolean } = {},
) {
  const token = randomToken(32);
  await db.transaction(async (tx) => {
    await lockKeys(tx, [`sessions:member:${memberId}`]);
    const open = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(
          eq(sessions.memberId, memberId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
          gt(sessions.lastSeenAt, new Date(now.getTime() - IDLE_TIMEOUT_MS)),
        ),
      )
      .orderBy(desc(sessions.id));
    const ended = open.slice(MAX_LIVE_SESSIONS - 1).map((row) => row.id);
    if (ended.length > 0) {
      await tx.update(sessions).set({ revokedAt: now }).where(inArray(sessions.id, ended));
    }
    await tx.insert(sessions).values({
      tokenHash: sha256(token),
      memberId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + ABSOLUTE_LIFETIME_MS),
      ip,
      passwordChangePending,
    });
  });
  return token;
}

type SessionRow = typeof sessions.$inferSelect;

/** Whether a session is still on: not revoked, within its lifetime, not idle too long. */
export function isSessionLive(
  session: Pick<SessionRow, 'revokedAt' | 'expiresAt' | 'lastSeenAt'>,
  now: Date,
): boolean {
  const time = now.getTime();
  return (
    !session.revokedAt &&
    time < session.expiresAt.getTime() &&
    time - session.lastSeenAt.getTime() < IDLE_TIMEOUT_MS
  );
}

/** Use of a live session keeps it from idling out (written at most once a minute). */
export async function touchSession(
  db: Db,
  session: Pick<SessionRow, 'id' | 'lastSeenAt'>,
  now: Date,
): Promise<void> {
  if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
  }
}

/** The live session of a token, or null (unknown, revoked, idle too long or past its lifetime). */
export async function resolveSession(db: Db, token: string, now: Date) {
  // base64url of 32 bytes is 43 characters; anything else is not ours and is not looked up
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [session] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256(token)));
  if (!session || !isSessionLive(session, now)) return null;
  await touchSession(db, session, now);
  return {
    sessionId: session.id,
    memberId: session.memberId,
    passwordChangePending: session.passwordChangePending,
  };
}

/** The forced change is done: the session is a normal one from now on. */
export async function settlePasswordChange(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ passwordChangePending: false }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Every session of the member except `keep` (after a password change: other devices sign out). */
export async function revokeMemberSessions(db: Db, memberId: number, now: Date, keep?: number) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.memberId, memberId),
        isNull(sessions.revokedAt),
        keep === undefined ? undefined : ne(sessions.id, keep),
      ),
    );
}

/**
 * Ends every game the member launched, on this device too: a game token is a credential that
 * moves money, and one handed out before a password change must not outlive it.
 */
export async function endMemberLaunches(db: Db, memberId: number, now: Date) {
  await db
    .update(launchSessions)
    .set({ expiresAt: now })
    .where(and(eq(launchSessions.memberId, memberId), gt(launchSessions.expiresAt, now)));
}
