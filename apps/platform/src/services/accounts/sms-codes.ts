import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { smsCodes } from '../../db/schema';
import { fail } from '../../http/http-error';
import { MINUTE } from '../clock';
import type { AccountDeps } from '../deps';
import { send, smsRecipient } from './outbox';
import { takeQuota } from './rate-limit';
import { numericCode, randomToken, sameHash, sha256 } from './tokens';

/** REGISTER codes prove a new number, NO_LOGIN codes sign in or reset, CONTACT_CHANGE codes go to the number bound now before a change. */
export type SmsPurpose = 'REGISTER' | 'NO_LOGIN' | 'CONTACT_CHANGE';

const SMS_RATE_WINDOW_MS = 5 * MINUTE;
/** more than this many codes for one number within the window → 429 */
const SMS_RATE_LIMIT = 3;
/** more than this many codes asked from one IP within the window → 429 */
const SMS_PER_IP_LIMIT = 10;
/** wrong guesses before a code is void (a 6-digit code must not be brute-forced) */
const SMS_MAX_ATTEMPTS = 5;

export interface PhoneNumber {
  countryDialingCode: string;
  mobile: string;
}

/**
 * Issues a 6-digit code for the number: refuses the 4th request within 5 minutes for the number
 * (whatever the purpose) and the 11th from the IP, stores only the code's hash, and "sends" it through the outbox.
 * `deliver: false` records the code without an SMS (a number that has no account, for
 * smsNoLogin, gets no message but the same answer).
 */
export async function issueSmsCode(
  deps: AccountDeps,
  phone: PhoneNumber,
  purpose: SmsPurpose,
  ip: string,
  { deliver = true }: { deliver?: boolean } = {},
): Promise<{ expiredMinutes: number }> {
  const { db, clock, config } = deps;
  const allowed = await takeQuota(deps, [
    {
      key: `sms:number:+${phone.countryDialingCode} ${phone.mobile}`,
      limit: SMS_RATE_LIMIT,
      windowMs: SMS_RATE_WINDOW_MS,
    },
    { key: `sms:ip:${ip}`, limit: SMS_PER_IP_LIMIT, windowMs: SMS_RATE_WINDOW_MS },
  ]);
  if (!allowed) throw fail(429, 'TOO_MANY_SMS');
  const code = numericCode(6);
  const expiredMinutes = config.smsExpiredMinutes;
  await db.insert(smsCodes).values({
    ...phone,
    purpose,
    codeHash: deliver ? sha256(code) : sha256(randomToken()) /* unusable: counts for the rate limit only */,
    createdAt: clock.now(),
    expiresAt: clock.in(expiredMinutes * MINUTE),
  });
  if (deliver) {
    await send(deps, {
      kind: 'sms',
      to: smsRecipient(phone.countryDialingCode, phone.mobile),
      international: `+${phone.countryDialingCode}${phone.mobile}`,
      body: `Your Marquee verification code for +${phone.countryDialingCode} ${phone.mobile} is ${code}. It expires in ${expiredMinutes} minute(s).`,
      code,
    });
  }
  return { expiredMinutes };
}

/** guesses checked per number and per IP within the window, whichever code they were for */
const SMS_GUESS_WINDOW_MS = 15 * MINUTE;
const SMS_GUESSES_PER_NUMBER = 10;
const SMS_GUESSES_PER_IP = 30;

/**
 * Checks the newest unused code of the number for the purpose and uses it up when it matches.
 * Every check is reserved before the compare, so a burst of parallel guesses cannot all read the
 * same count: one of the code's 5 attempts (a conditional update), and one of the number's and the
 * IP's guesses within 15 minutes (a new code does not give a guesser spread over many addresses
 * five more). Returns false for anything but a match.
 */
export async function consumeSmsCode(
  deps: AccountDeps,
  phone: PhoneNumber,
  purpose: SmsPurpose,
  code: string | undefined,
  ip: string,
): Promise<boolean> {
  const { db, clock } = deps;
  if (!code) return false;
  const now = clock.now();
  const [latest] = await db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.countryDialingCode, phone.countryDialingCode),
        eq(smsCodes.mobile, phone.mobile),
        eq(smsCodes.purpose, purpose),
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(smsCodes.id))
    .limit(1);
  if (!latest) return false;
  const allowed = await takeQuota(deps, [
    {
      key: `sms-guess:number:+${phone.countryDialingCode} ${phone.mobile}`,
      limit: SMS_GUESSES_PER_NUMBER,
      windowMs: SMS_GUESS_WINDOW_MS,
    },
    { key: `sms-guess:ip:${ip}`, limit: SMS_GUESSES_PER_IP, windowMs: SMS_GUESS_WINDOW_MS },
  ]);
  if (!allowed) return false;
  const [reserved] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.usedAt), lt(smsCodes.attempts, SMS_MAX_ATTEMPTS)))
    .returning({ codeHash: smsCodes.codeHash });
  if (!reserved || !sameHash(reserved.codeHash, sha256(code.trim()))) return false;
  // the WHERE on usedAt makes two simultaneous uses of one code succeed once
  const used = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  return used.length === 1;
}

/** Throws the 400 the forms show for a code that is wrong, used or expired. */
export async function requireSmsCode(
  deps: AccountDeps,
  phone: PhoneNumber,
  purpose: SmsPurpose,
  code: string | undefined,
  ip: string,
): Promise<void> {
  if (!(await consumeSmsCode(deps, phone, purpose, code, ip))) throw fail(400, 'INVALID_CODE');
}
