import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { chatOperatorSessions, chatOperators } from '../../db/tables/chat';
import { badRequest } from '../../http/http-error';
import { hashPassword, verifyPassword } from '../accounts/password-hash';
import { randomToken, sha256 } from '../accounts/tokens';
import { clearOperatorSignInFailures, reserveOperatorSignIn } from './operator-throttle';

const OPERATOR_NAME = /^[A-Za-z0-9_.-]{3,32}$/;
const OPERATOR_PASSWORD_MIN = 10;
const OPERATOR_PASSWORD_MAX = 128;
/** A console sign-in lasts a working shift. */
const OPERATOR_SESSION_MS = 12 * 60 * 60 * 1000;

export interface ChatOperator {
  id: number;
  name: string;
}

export async function addOperator(db: Db, name: string, password: string, now: Date): Promise<void> {
  if (!OPERATOR_NAME.test(name))
    throw badRequest('an operator name is 3 to 32 letters, digits, dots, dashes or underscores');
  if (password.length < OPERATOR_PASSWORD_MIN || password.length > OPERATOR_PASSWORD_MAX)
    throw badRequest(
      `an operator password is ${OPERATOR_PASSWORD_MIN} to ${OPERATOR_PASSWORD_MAX} characters`,
    );
  const inserted = await db
    .insert(chatOperators)
    .values({ name, passwordHash: await hashPassword(password), createdAt: now })
    .onConflictDoNothing()
    .returning({ id: chatOperators.id });
  if (inserted.length === 0) throw badRequest(`an operator named ${name} already exists`);
}

export async function listOperators(db: Db): Promise<ChatOperator[]> {
  return db
    .select({ id: chatOperators.id, name: chatOperators.name })
    .from(chatOperators)
    .orderBy(chatOperators.name);
}

export type OperatorSignIn = { token: string } | { retryAfterSeconds: number } | null;

/**
 * A console token for the right name and password, null for a wrong one (the same for an unknown
 * name), or how long to wait while the throttle refuses to check (services/chat/operator-throttle.ts).
 */
export async function signInOperator(
  db: Db,
  credentials: { name: string; password: string },
  ip: string,
  now: Date,
): Promise<OperatorSignIn> {
  const { name, password } = credentials;
  const attempt = await reserveOperatorSignIn(db, name, ip, now);
  if ('retryAfterSeconds' in attempt) return attempt;
  const [operator] = await db.select().from(chatOperators).where(eq(chatOperators.name, name));
  // verifyPassword spends the same time on a missing hash, so names are not told apart by timing;
  // a wrong password leaves the reservation standing as the failure
  if (!(await verifyPassword(password, operator?.passwordHash)) || !operator) return null;
  await clearOperatorSignInFailures(db, name, ip);
  const token = randomToken();
  await db.insert(chatOperatorSessions).values({
    operatorId: operator.id,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + OPERATOR_SESSION_MS),
  });
  return { token };
}

export async function resolveOperator(db: Db, token: string, now: Date): Promise<ChatOperator | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [operator] = await db
    .select({ id: chatOperators.id, name: chatOperators.name })
    .from(chatOperatorSessions)
    .innerJoin(chatOperators, eq(chatOperators.id, chatOperatorSessions.operatorId))
    .where(and(eq(chatOperatorSessions.tokenHash, sha256(token)), gt(chatOperatorSessions.expiresAt, now)));
  return operator ?? null;
}
