import { isTrialAccount } from '@marquee/api-client/contract';
import { eq, sql } from 'drizzle-orm';
import { batchedPerDb } from '../../db/batched-read';
import type { Db } from '../../db/open';
import { preparedPerDb } from '../../db/prepared';
import { launchSessions, members, sessions } from '../../db/schema';
import { isSessionLive, touchSession } from '../accounts/sessions';
import { randomToken, sha256 } from '../accounts/tokens';
import { requireSessionTimeLeft } from '../play-safe/play-guard';
import { findGame } from './catalogue-query';
import type { GameRow } from './game-view';

/** Launch tokens are 32 random bytes, base64url: the demo game's only credential. */
const LAUNCH_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Starts a game for a member: a fresh random token (only its SHA-256 is stored) tied to the member,
 * the game and the member's session; it ends with that session (sign-out, idle timeout, its 12 h
 * lifetime) and with a password change. A session past the member's session time limit opens no
 * game (SESSION_TIME_LIMIT), whichever launch asked.
 */
export async function createLaunch(
  db: Db,
  input: { memberId: number; sessionId: number; nodeId: number; language: string; now: Date },
): Promise<string> {
  const [session] = await db
    .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.id, input.sessionId));
  if (!session) throw new Error(`session ${input.sessionId} is gone`);
  await requireSessionTimeLeft(db, input.memberId, session.createdAt, input.now);
  const token = randomToken(32);
  await db.insert(launchSessions).values({
    tokenHash: sha256(token),
    memberId: input.memberId,
    sessionId: input.sessionId,
    nodeId: input.nodeId,
    language: input.language,
    createdAt: input.now,
    expiresAt: session.expiresAt,
  });
  return token;
}

export interface LiveLaunch {
  memberId: number;
  language: string;
  game: GameRow;
  /** when the member session the game was launched from began: a session time limit counts from it */
  sessionStartedAt: Date;
  /**
   * a trial (free play) account's launch, whose rounds are refused (requireRealAccount), read with
   * the launch rather than by a statement of its own on every round
   */
  trial: boolean;
}

/** The launches of token hashes with their member sessions and members, whether live or not. */
const launchesByTokenHashes = preparedPerDb((db) =>
  db
    .select({
      tokenHash: launchSessions.tokenHash,
      memberId: launchSessions.memberId,
      isAgent: members.isAgent,
      nodeId: launchSessions.nodeId,
      language: launchSessions.language,
      expiresAt: launchSessions.expiresAt,
      session: {
        id: sessions.id,
        createdAt: sessions.createdAt,
        revokedAt: sessions.revokedAt,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
      },
    })
    .from(launchSessions)
    .innerJoin(sessions, eq(sessions.id, launchSessions.sessionId))
    .innerJoin(members, eq(members.id, launchSessions.memberId))
    .where(sql`${launchSessions.tokenHash} = any(${sql.placeholder('tokenHashes')})`)
    .prepare('launches_by_token_hashes'),
);

/**
 * A launch by its token's hash, read on every round: the rounds of many members in flight at once
 * are read by one statement (see batchedPerDb for why each read is as fresh as one of its own).
 */
const launchByTokenHash = batchedPerDb(async (db, tokenHashes: string[]) => {
  const rows = await launchesByTokenHashes(db).execute({ tokenHashes });
  return new Map(rows.map(({ tokenHash, ...launch }) => [tokenHash, launch]));
});

/**
 * The launch of a token if it is live: its member session is (not signed out, not idle, within its
 * lifetime) and the launch was not ended by a password change. Playing counts as using the
 * session, so a member in a game does not idle out.
 */
export async function resolveLaunch(db: Db, token: string, now: Date): Promise<LiveLaunch | null> {
  if (!LAUNCH_TOKEN.test(token)) return null;
  const launch = await launchByTokenHash(db, sha256(token));
  if (!launch || launch.expiresAt.getTime() <= now.getTime() || !isSessionLive(launch.session, now))
    return null;
  await touchSession(db, launch.session, now);
  const game = await findGame(db, launch.nodeId);
  return game
    ? {
        memberId: launch.memberId,
        language: launch.language,
        game,
        sessionStartedAt: launch.session.createdAt,
        trial: isTrialAccount(launch.isAgent),
      }
    : null;
}
