import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { batchedPerDb } from '../../db/batched-read';
import type { Db } from '../../db/open';
import { preparedPerDb } from '../../db/prepared';
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
 * How long a session read from the database answers the next calls of the same token without
 * reading it again. Every change of a session in this process (sign-in cap, logout, password
 * change) forgets what is cached, so here it is exact; another platform process on the same
 * PostgreSQL sees a sign-out at most this late.
 */
const LOOKUP_REUSE_MS = 1000;

type SessionRow = typeof sessions.$inferSelect;

interface CachedLookup {
  session: SessionRow;
  /** the app clock's time of the read: a clock moved back or far forward reads again */
  readAt: number;
}

interface LookupCache {
  entries: Map<string, CachedLookup>;
  /** counts the changes: a read that saw a change land while it ran is not kept */
  generation: number;
}

const lookups = new WeakMap<Db, LookupCache>();

function lookupsOf(db: Db): LookupCache {
  let cache = lookups.get(db);
  if (!cache) {
    cache = { entries: new Map(), generation: 0 };
    lookups.set(db, cache);
  }
  return cache;
}

/**
 * After a session changed in the database: what was read before it is not used again (a change
 * made in a transaction calls this once it has committed).
 */
export function forgetLookups(db: Db): void {
  const cache = lookupsOf(db);
  cache.entries.clear();
  cache.generation += 1;
}

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
  // the sessions the cap ended may have been looked up while the transaction ran
  forgetLookups(db);
  return token;
}

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

/**
 * The sessions of the tokens looked up at once, by one statement (every request of a member who
 * polls is a lookup once the reused read is a second old): see batchedPerDb for why each lookup is
 * as fresh as one of its own.
 */
const sessionsByTokenHashes = preparedPerDb((db) =>
  db
    .select()
    .from(sessions)
    .where(sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')})`)
    .prepare('sessions_by_token_hashes'),
);

const sessionByTokenHash = batchedPerDb(async (db, tokenHashes: string[]) => {
  const rows = await sessionsByTokenHashes(db).execute({ tokenHashes });
  return new Map(rows.map((row) => [row.tokenHash, row]));
});

/** The live session of a token, or null (unknown, revoked, idle too long or past its lifetime). */
export async function resolveSession(db: Db, token: string, now: Date) {
  // base64url of 32 bytes is 43 characters; anything else is not ours and is not looked up
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const tokenHash = sha256(token);
  const cache = lookupsOf(db);
  const time = now.getTime();
  const cached = cache.entries.get(tokenHash);
  const fresh = cached && time >= cached.readAt && time - cached.readAt < LOOKUP_REUSE_MS;
  let session = fresh ? cached.session : undefined;
  if (!session) {
    const generation = cache.generation;
    session = await sessionByTokenHash(db, tokenHash);
    if (session && generation === cache.generation) cache.entries.set(tokenHash, { session, readAt: time });
  }
  if (!session || !isSessionLive(session, now)) return null;
  if (time - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await touchSession(db, session, now);
    // the cached row says so too, or every call of the next second would write it again
    session.lastSeenAt = now;
  }
  return {
    sessionId: session.id,
    memberId: session.memberId,
    passwordChangePending: session.passwordChangePending,
  };
}

/**
 * The member and revocation time of a token's revoked session, or null (unknown token, or a
 * session that ended some other way): read only for a 401, to tell the device why it was signed out.
 */
export async function revokedSessionOf(db: Db, token: string) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({ memberId: sessions.memberId, revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256(token)));
  return row?.revokedAt ? { memberId: row.memberId, revokedAt: row.revokedAt } : null;
}

/** The forced change is done: the session is a normal one from now on. */
export async function settlePasswordChange(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ passwordChangePending: false }).where(eq(sessions.id, sessionId));
  forgetLookups(db);
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  forgetLookups(db);
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
  forgetLookups(db);
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
