import { type GoogleAuthSetup, isTotpCode } from '@marquee/api-client/contract';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Tx } from '../../db/open';
import { totpSecrets } from '../../db/schema';
import { fail } from '../../http/http-error';
import { BRAND } from '../../reference/brand';
import { lockKeys } from '../accounts/advisory-lock';
import { currentMember } from '../accounts/profile';
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

/**
 * Checks a code against the member's secret (bound, or pending for `pending`) under a lock, and
 * remembers its step: a code is good once (RFC 6238 §5.2), so one seen over a shoulder cannot be
 * replayed within its 90 seconds.
 */
async function consumeCode(
  deps: AccountDeps,
  tx: Tx,
  memberId: number,
  code: string,
  which: 'bound' | 'pending',
): Promise<boolean> {
  const row = await lockedRow(tx, memberId);
  const sealed = which === 'bound' ? row?.boundSecret : row?.pendingSecret;
  const secret = sealed ? unseal(sealed, deps.config.totpEncryptionKey) : null;
  if (!row || !secret) return false;
  const step = matchingStep(deps, secret, code);
  if (step === null || (row.lastStep !== null && step <= row.lastStep)) return false;
  await tx.update(totpSecrets).set({ lastStep: step }).where(eq(totpSecrets.memberId, memberId));
  return true;
}

export async function bindGoogleAuth(deps: AccountDeps, memberId: number, code: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockedRow(tx, memberId);
    if (row?.boundSecret) throw fail(400, 'GOOGLE_AUTH_BOUND');
    if (!(await consumeCode(deps, tx, memberId, code, 'pending'))) throw fail(400, 'INVALID_CODE');
    await tx
      .update(totpSecrets)
      .set({ boundSecret: row?.pendingSecret ?? null, pendingSecret: null, boundAt: deps.clock.now() })
      .where(eq(totpSecrets.memberId, memberId));
  });
}

export async function unbindGoogleAuth(deps: AccountDeps, memberId: number, code: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockedRow(tx, memberId);
    if (!row?.boundSecret) throw fail(400, 'GOOGLE_AUTH_NOT_BOUND');
    if (!(await consumeCode(deps, tx, memberId, code, 'bound'))) throw fail(400, 'INVALID_CODE');
    await tx.delete(totpSecrets).where(eq(totpSecrets.memberId, memberId));
  });
}

export async function hasGoogleAuth(deps: AccountDeps, memberId: number): Promise<boolean> {
  const [row] = await deps.db
    .select({ boundSecret: totpSecrets.boundSecret })
    .from(totpSecrets)
    .where(eq(totpSecrets.memberId, memberId));
  return Boolean(row?.boundSecret);
}

/** The second factor GOOGLE_AUTH: a fresh code of the bound secret. */
export async function verifyGoogleAuthCode(
  deps: AccountDeps,
  memberId: number,
  code: string,
): Promise<boolean> {
  return deps.db.transaction((tx) => consumeCode(deps, tx, memberId, code, 'bound'));
}
