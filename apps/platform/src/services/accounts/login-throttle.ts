import { and, count, eq, gt, max } from 'drizzle-orm';
import { loginFailures } from '../../db/schema';
import { fail } from '../../http/http-error';
import { MINUTE } from '../clock';
import type { AccountDeps } from '../deps';

/**
 * Failed password logins are counted per account name (as typed, known or not) and per IP over
 * 15 minutes:
 * - from 3 failures (account or IP) a login must carry a captcha ('Please enter the captcha');
 * - at 5 failures the account or IP is locked for 5 minutes after its latest failure (429), and the
 *   password is not even checked, so guessing gains nothing.
 * A successful login clears the account's failures (the IP's stay: one IP probing many accounts
 * keeps its count).
 */
export const FAILURE_WINDOW_MS = 15 * MINUTE;
export const CAPTCHA_AFTER_FAILURES = 3;
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MS = 5 * MINUTE;

interface Tally {
  failures: number;
  latest: Date | null;
}

async function tally(
  deps: AccountDeps,
  column: typeof loginFailures.account | typeof loginFailures.ip,
  value: string,
) {
  const [row] = await deps.db
    .select({ failures: count(), latest: max(loginFailures.at) })
    .from(loginFailures)
    .where(and(eq(column, value), gt(loginFailures.at, deps.clock.ago(FAILURE_WINDOW_MS))));
  return { failures: row?.failures ?? 0, latest: row?.latest ? new Date(row.latest) : null } satisfies Tally;
}

export interface LoginGate {
  captchaRequired: boolean;
}

/** Throws 429 while the account or IP is locked; says whether a captcha is needed. */
export async function checkLoginGate(deps: AccountDeps, account: string, ip: string): Promise<LoginGate> {
  const byAccount = await tally(deps, loginFailures.account, account.toLowerCase());
  const byIp = await tally(deps, loginFailures.ip, ip);
  const now = deps.clock.now().getTime();
  const locked = (t: Tally) =>
    t.failures >= LOCK_AFTER_FAILURES && t.latest !== null && now - t.latest.getTime() < LOCK_MS;
  if (locked(byAccount) || locked(byIp)) throw fail(429, 'TOO_MANY_ATTEMPTS');
  return {
    captchaRequired: byAccount.failures >= CAPTCHA_AFTER_FAILURES || byIp.failures >= CAPTCHA_AFTER_FAILURES,
  };
}

export async function recordLoginFailure(deps: AccountDeps, account: string, ip: string) {
  await deps.db.insert(loginFailures).values({ account: account.toLowerCase(), ip, at: deps.clock.now() });
}

export async function clearLoginFailures(deps: AccountDeps, account: string) {
  await deps.db.delete(loginFailures).where(eq(loginFailures.account, account.toLowerCase()));
}
