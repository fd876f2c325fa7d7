import { type GoogleAuthSetup, isTotpCode } from '@marquee/api-client/contract';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Tx } from '../../db/open';
import { totpSecrets } from '../../db/schema';
import { fail } from '../../http/http-error';
import { BRAND } from '../../reference/brand';
import { lockKeys } from '../accounts/advisory-lock';
import { currentMember } from '../accounts/profile';
import { clearFailures, type FailureLock, isLockedByFailures, recordFailure } from '../accounts/rate-limit';
import { MINUTE } from '../clock';
import type { AccountDeps } from '../deps';
import { seal, unseal } from './secret-box';

/** RFC 6238 as Google Authenticator does it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** One step either side, for a phone clock a little off. */
const WINDOW = 1;

function totpOf(base32: string, account = ''): TOTP {
  return new TOTP({
    issuer: BRAND.name,
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(base32),
  });
}

/** The time step `code` belongs to, or null when it is not a code of the secret now. */
function matchingStep(deps: AccountDeps, base32: string, code: string): number | null {
  if (!isTotpCode(code)) return null;
  const timestamp = deps.clock.now().getTime();
  const delta = totpOf(base32).validate({ token: code, timestamp, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
}

async function lockedRow(tx: Tx, memberId: number) {
  await lockKeys(tx, [`totp:member:${memberId}`]);
  const [row] = await tx.select().from(totpSecrets).where(eq(totpSecrets.memberId, memberId));
  return row;
}

/** A new secret, pending until bindGoogleAuth gets a first code of it; refused while one is bound. */
export async function setUpGoogleAuth(deps: AccountDeps, memberId: number): Promise<GoogleAuthSetup> {
  const member = await currentMember(deps, memberId);
  const secret = new Secret({ size: 20 }).base32;
  await deps.db.transaction(async (tx) => {
    const row = await lockedRow(tx, memberId);
    if (row?.boundSecret) throw fail(400, 'GOOGLE_AUTH_BOUND');
    const pendingSecret = seal(secret, deps.config.totpEncryptionKey);
    await tx
      .insert(totpSecrets)
      .values({ memberId, pendingSecret })
      .onConflictDoUpdate({ target: totpSecrets.memberId, set: { pendingSecret } });
  });
  return { secret, uri: totpOf(secret, member.account).toString() };
}

/** 5 wrong codes within 15 minutes lock a member's authenticator checks for 5 minutes after the latest. */
const failureLock = (memberId: number): FailureLock => ({
  key: `totp-failure:member:${memberId}`,
  limit: 5,
  windowMs: 15 * MINUTE,
  lockMs: 5 * MINUTE,
});

type Verdict = 'right' | 'wrong' | 'locked';

/**
 * Checks a code against the member's secret (bound, or pending for `pending`) under the member's
 * lock, which also makes the failure count and the check one step: a burst of parallel guesses is
 * checked at most 5 times. A right code's step is remembered: a code is good once (RFC 6238 §5.2),
 * so one seen over a shoulder cannot be replayed within its 90 seconds.
 */
async function consumeCode(
  deps: AccountDeps,
  tx: Tx,
  row: typeof totpSecrets.$inferSelect | undefined,
  memberId: number,
  code: string,
  which: 'bound' | 'pending',
): Promise<Verdict> {
  const now = deps.clock.now();
  const lock = failureLock(memberId);
  if (await isLockedByFailures(tx, lock, now)) return 'locked';
  const sealed = which === 'bound' ? row?.boundSecret : row?.pendingSecret;
  const secret = sealed ? unseal(sealed, deps.config.totpEncryptionKey) : null;
  const step = secret ? matchingStep(deps, secret, code) : null;
  if (step === null || (row?.lastStep != null && step <= row.lastStep)) {
    await recordFailure(tx, lock, now);
    return 'wrong';
  }
  await tx.update(totpSecrets).set({ lastStep: step }).where(eq(totpSecrets.memberId, memberId));
  await clearFailures(tx, lock);
  return 'right';
}

/** The failure a verdict other than 'right' answers; the transaction that recorded it is committed. */
function requireRight(verdict: Verdict): void {
  if (verdict === 'locked') throw fail(429, 'TOO_MANY_ATTEMPTS');
  if (verdict === 'wrong') throw fail(400, 'INVALID_CODE');
}

export async function bindGoogleAuth(deps: AccountDeps, memberId: number, code: string): Promise<void> {
  const verdict = await deps.db.transaction(async (tx) => {
    const row = await lockedRow(tx, memberId);
    if (row?.boundSecret) throw fail(400, 'GOOGLE_AUTH_BOUND');
    const checked = await consumeCode(deps, tx, row, memberId, code, 'pending');
    if (checked === 'right') {
      await tx
        .update(totpSecrets)
        .set({ boundSecret: row?.pendingSecret ?? null, pendingSecret: null, boundAt: deps.clock.now() })
        .where(eq(totpSecrets.memberId, memberId));
    }
    return checked;
  });
  requireRight(verdict);
}

export async function unbindGoogleAuth(deps: AccountDeps, memberId: number, code: string): Promise<void> {
  const verdict = await deps.db.transaction(async (tx) => {
    const row = await lockedRow(tx, memberId);
    if (!row?.boundSecret) throw fail(400, 'GOOGLE_AUTH_NOT_BOUND');
    const checked = await consumeCode(deps, tx, row, memberId, code, 'bound');
    if (checked === 'right') await tx.delete(totpSecrets).where(eq(totpSecrets.memberId, memberId));
    return checked;
  });
  requireRight(verdict);
}

export async function hasGoogleAuth(deps: AccountDeps, memberId: number): Promise<boolean> {
  const [row] = await deps.db
    .select({ boundSecret: totpSecrets.boundSecret })
    .from(totpSecrets)
    .where(eq(totpSecrets.memberId, memberId));
  return Boolean(row?.boundSecret);
}

/** The second factor GOOGLE_AUTH: a fresh code of the bound secret, behind the same failure lock. */
export async function verifyGoogleAuthCode(
  deps: AccountDeps,
  memberId: number,
  code: string,
): Promise<boolean> {
  const verdict = await deps.db.transaction(async (tx) =>
    consumeCode(deps, tx, await lockedRow(tx, memberId), memberId, code, 'bound'),
  );
  if (verdict === 'locked') throw fail(429, 'TOO_MANY_ATTEMPTS');
  return verdict === 'right';
}
