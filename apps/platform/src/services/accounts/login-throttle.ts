import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { loginFailures } from '../../db/schema';
import { fail } from '../../http/http-error';
import { MINUTE } from '../clock';
import type { AccountDeps } from '../deps';
import { lockKeys } from './advisory-lock';

/**
 * Password login attempts are counted over 15 minutes per account-and-IP pair, per IP and per
 * account (the name as typed, known or not):
 * - from 3 failures of the account (from anywhere) or of the IP, a login must carry a captcha;
 * - at 5 failures the pair or the IP is locked for 5 minutes after its latest failure (429), and
 *   the password is not even checked. The account as a whole is never locked: five wrong
 *   passwords from an attacker's IP must not lock the member out from their own.
 * An attempt is reserved (its row written) before the slow password check, under a lock on its
 * keys, so parallel guesses cannot all read the same count: at most 5 of any burst are checked.
 */
const FAILURE_WINDOW_MS = 15 * MINUTE;
const CAPTCHA_AFTER_FAILURES = 3;
const LOCK_AFTER_FAILURES = 5;
const LOCK_MS = 5 * MINUTE;

interface Tally {
  failures: number;
  latest: Date | null;
}

export interface LoginAttempt {
  id: number;
  captchaRequired: boolean;
}

const asDate = (value: unknown) => (value ? new Date(value as string | Date) : null);

/**
 * Reserves one password check for `account` from `ip`: 429 while the pair or the IP is locked,
 * CAPTCHA_NEEDED when the counts ask for a captcha and none came. The reservation counts as a
 * failure until releaseLoginAttempt or clearLoginFailures takes it back.
 */
export async function reserveLoginAttempt(
  deps: AccountDeps,
  typed: string,
  ip: string,
  { hasCaptcha }: { hasCaptcha: boolean },
): Promise<LoginAttempt> {
  const account = typed.toLowerCase();
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockKeys(tx, [`login:account:${account}`, `login:ip:${ip}`]);
    const isPair = and(eq(loginFailures.account, account), eq(loginFailures.ip, ip));
    const isIp = eq(loginFailures.ip, ip);
    const isAccount = and(eq(loginFailures.account, account), eq(loginFailures.countsForAccount, true));
    const [row] = await tx
      .select({
        pair: sql<number>`count(*) filter (where ${isPair})`.mapWith(Number),
        pairLatest: sql<unknown>`max(${loginFailures.at}) filter (where ${isPair})`,
        ip: sql<number>`count(*) filter (where ${isIp})`.mapWith(Number),
        ipLatest: sql<unknown>`max(${loginFailures.at}) filter (where ${isIp})`,
        account: sql<number>`count(*) filter (where ${isAccount})`.mapWith(Number),
      })
      .from(loginFailures)
      .where(
        and(
          or(eq(loginFailures.account, account), isIp),
          gt(loginFailures.at, new Date(now.getTime() - FAILURE_WINDOW_MS)),
        ),
      );
    const pair: Tally = { failures: row?.pair ?? 0, latest: asDate(row?.pairLatest) };
    const byIp: Tally = { failures: row?.ip ?? 0, latest: asDate(row?.ipLatest) };
    const locked = (t: Tally) =>
      t.failures >= LOCK_AFTER_FAILURES && t.latest !== null && now.getTime() - t.latest.getTime() < LOCK_MS;
    if (locked(pair) || locked(byIp)) throw fail(429, 'TOO_MANY_ATTEMPTS');
    const captchaRequired =
      (row?.account ?? 0) >= CAPTCHA_AFTER_FAILURES || byIp.failures >= CAPTCHA_AFTER_FAILURES;
    if (captchaRequired && !hasCaptcha) throw fail(400, 'CAPTCHA_NEEDED');
    const [reserved] = await tx
      .insert(loginFailures)
      .values({ account, ip, at: now })
      .returning({ id: loginFailures.id });
    if (!reserved) throw new Error('login attempt not reserved');
    return { id: reserved.id, captchaRequired };
  });
}

/** Takes back a reservation whose password was never checked (a wrong captcha). */
export async function releaseLoginAttempt(deps: AccountDeps, attempt: LoginAttempt) {
  await deps.db.delete(loginFailures).where(eq(loginFailures.id, attempt.id));
}

/**
 * After a right password: the pair's failures (the reservation among them) go, and the account's
 * other failures stop asking for a captcha. They still count for their own pair and IP, so a
 * member signing in does not hand an attacker's IP a fresh count.
 */
export async function clearLoginFailures(deps: AccountDeps, names: string[], ip: string) {
  const accounts = [...new Set(names.map((name) => name.toLowerCase()))];
  await deps.db
    .delete(loginFailures)
    .where(and(inArray(loginFailures.account, accounts), eq(loginFailures.ip, ip)));
  await deps.db
    .update(loginFailures)
    .set({ countsForAccount: false })
    .where(and(inArray(loginFailures.account, accounts), eq(loginFailures.countsForAccount, true)));
}
