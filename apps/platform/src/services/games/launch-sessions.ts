import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { launchSessions, sessions } from '../../db/schema';
import { randomToken, sha256 } from '../accounts/tokens';
import { findGame } from './catalogue-query';
import type { GameRow } from './game-view';

/** Launch tokens are 32 random bytes, base64url: the demo game's only credential. */
const LAUNCH_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Starts a game for a member: a fresh random token (only its SHA-256 is stored) tied to the member,
 * the game and the member's session; it ends with that session (sign-out or its 12 h lifetime).
 */
export async function createLaunch(
  db: Db,
  input: { memberId: number; sessionId: number; nodeId: number; language: string; now: Date },
): Promise<string> {
  const [session] = await db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.id, input.sessionId));
  if (!session) throw new Error(`session ${input.sessionId} is gone`);
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
}

/** The launch of a token if it is live: not expired and its member session not signed out. */
export async function resolveLaunch(db: Db, token: string, now: Date): Promise<LiveLaunch | null> {
  if (!LAUNCH_TOKEN.test(token)) return null;
  const [launch] = await db
    .select({
      memberId: launchSessions.memberId,
      nodeId: launchSessions.nodeId,
      language: launchSessions.language,
    })
    .from(launchSessions)
    .innerJoin(sessions, eq(sessions.id, launchSessions.sessionId))
    .where(
      and(
        eq(launchSessions.tokenHash, sha256(token)),
        gt(launchSessions.expiresAt, now),
        isNull(sessions.revokedAt),
      ),
    );
  if (!launch) return null;
  const game = await findGame(db, launch.nodeId);
  return game ? { memberId: launch.memberId, language: launch.language, game } : null;
}
