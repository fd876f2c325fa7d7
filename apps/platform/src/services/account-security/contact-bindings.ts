import type { BindEmailRequest, BindMobileRequest } from '@marquee/api-client/contract';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { emailCodes, members } from '../../db/schema';
import { fail } from '../../http/http-error';
import type { RawInput } from '../../http/validate';
import { isUniqueViolation } from '../accounts/members';
import { send } from '../accounts/outbox';
import { takeQuota } from '../accounts/rate-limit';
import { issueSmsCode, requireSmsCode } from '../accounts/sms-codes';
import { numericCode, sameHash, sha256 } from '../accounts/tokens';
import { checkEmail, parsePhone, servedRules } from '../accounts/validation';
import { MINUTE } from '../clock';
import type { AccountDeps } from '../deps';

const EMAIL_CODE_TTL_MS = 10 * MINUTE;
const EMAIL_CODE_MAX_ATTEMPTS = 5;

/**
 * A code to the number the member wants to bind, like registration's: the number must be free,
 * and the number's and the IP's SMS limits apply.
 */
export async function sendMobileBindCode(deps: AccountDeps, raw: RawInput, ip: string) {
  const phone = parsePhone(await servedRules(deps.db), raw);
  const [taken] = await deps.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.countryDialingCode, phone.countryDialingCode), eq(members.mobile, phone.mobile)));
  if (taken) throw fail(400, 'MOBILE_TAKEN');
  return issueSmsCode(deps, phone, 'REGISTER', ip);
}

/** Binds (or changes to) a number proven by its code. */
export async function bindMobile(
  deps: AccountDeps,
  memberId: number,
  request: BindMobileRequest,
  ip: string,
) {
  const phone = parsePhone(await servedRules(deps.db), { ...request });
  await requireSmsCode(deps, phone, 'REGISTER', request.verificationCode, ip);
  try {
    await deps.db
      .update(members)
      .set({ countryDialingCode: phone.countryDialingCode, mobile: phone.mobile })
      .where(eq(members.id, memberId));
  } catch (error) {
    if (isUniqueViolation(error, 'members_mobile')) throw fail(400, 'MOBILE_TAKEN');
    throw error;
  }
}

async function emailTaken(deps: AccountDeps, memberId: number, email: string) {
  const [other] = await deps.db
    .select({ id: members.id })
    .from(members)
    .where(and(sql`lower(${members.email}) = ${email}`, ne(members.id, memberId)));
  return other !== undefined;
}

/** A code mailed to the address the member wants to bind: at most 3 in 5 minutes per member. */
export async function sendEmailBindCode(deps: AccountDeps, memberId: number, typed: string) {
  checkEmail(await servedRules(deps.db), typed, true);
  const email = typed.trim().toLowerCase();
  if (await emailTaken(deps, memberId, email)) throw fail(400, 'EMAIL_TAKEN');
  const allowed = await takeQuota(deps, [{ key: `mail:bind:${memberId}`, limit: 3, windowMs: 5 * MINUTE }]);
  if (!allowed) throw fail(429, 'TOO_MANY_SMS');
  const code = numericCode(6);
  await deps.db.insert(emailCodes).values({
    memberId,
    email,
    codeHash: sha256(code),
    createdAt: deps.clock.now(),
    expiresAt: deps.clock.in(EMAIL_CODE_TTL_MS),
  });
  await send(deps, {
    kind: 'mail',
    to: email,
    subject: 'Marquee email verification code',
    body: `Your code to bind this address to your Marquee account is ${code}; it expires in 10 minutes.`,
    code,
  });
  return { expiredMinutes: EMAIL_CODE_TTL_MS / MINUTE };
}

/** Binds (or changes to) an address proven by the newest code mailed to it; 5 wrong codes void it. */
export async function bindEmail(deps: AccountDeps, memberId: number, request: BindEmailRequest) {
  checkEmail(await servedRules(deps.db), request.email, true);
  const email = request.email.trim().toLowerCase();
  const now = deps.clock.now();
  const [latest] = await deps.db
    .select()
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.memberId, memberId),
        eq(emailCodes.email, email),
        isNull(emailCodes.usedAt),
        gt(emailCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(emailCodes.id))
    .limit(1);
  if (!latest || latest.attempts >= EMAIL_CODE_MAX_ATTEMPTS) throw fail(400, 'INVALID_CODE');
  if (!sameHash(latest.codeHash, sha256(request.verificationCode.trim()))) {
    await deps.db
      .update(emailCodes)
      .set({ attempts: sql`${emailCodes.attempts} + 1` })
      .where(eq(emailCodes.id, latest.id));
    throw fail(400, 'INVALID_CODE');
  }
  const used = await deps.db
    .update(emailCodes)
    .set({ usedAt: now })
    .where(and(eq(emailCodes.id, latest.id), isNull(emailCodes.usedAt)))
    .returning({ id: emailCodes.id });
  if (used.length !== 1) throw fail(400, 'INVALID_CODE');
  if (await emailTaken(deps, memberId, email)) throw fail(400, 'EMAIL_TAKEN');
  await deps.db.update(members).set({ email }).where(eq(members.id, memberId));
}
