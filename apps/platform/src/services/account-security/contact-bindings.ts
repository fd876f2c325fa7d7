import type { BindEmailRequest, BindMobileRequest } from '@marquee/api-client/contract';
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { emailCodes, members } from '../../db/schema';
import { badRequest, fail } from '../../http/http-error';
import type { RawInput } from '../../http/validate';
import { isUniqueViolation, type Member } from '../accounts/members';
import { send, smsRecipient } from '../accounts/outbox';
import { verifyPassword } from '../accounts/password-hash';
import { currentMember } from '../accounts/profile';
import { type FailureLock, isLockedByFailures, settleCheck, takeQuota } from '../accounts/rate-limit';
import { consumeSmsCode, issueSmsCode, requireSmsCode } from '../accounts/sms-codes';
import { numericCode, sameHash, sha256 } from '../accounts/tokens';
import { checkEmail, parsePhone, servedRules } from '../accounts/validation';
import { HOUR, MINUTE } from '../clock';
import type { AccountDeps } from '../deps';

const EMAIL_CODE_TTL_MS = 10 * MINUTE;
const EMAIL_CODE_MAX_ATTEMPTS = 5;
/** how long withdrawals wait after a bound contact changed (withdrawals.ts) */
export const CONTACT_CHANGE_HOLD_MS = 24 * HOUR;

/** 5 wrong passwords within 15 minutes lock a member's contact changes for 5 minutes after the latest. */
const passwordLock = (memberId: number): FailureLock => ({
  key: `contact-change-password:member:${memberId}`,
  limit: 5,
  windowMs: 15 * MINUTE,
  lockMs: 5 * MINUTE,
});

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

/** A code to the number bound now, which a change of it asks for. */
export async function sendCurrentMobileCode(deps: AccountDeps, memberId: number, ip: string) {
  const member = await currentMember(deps, memberId);
  if (!member.mobile || !member.countryDialingCode) throw badRequest('No mobile number is bound');
  return issueSmsCode(
    deps,
    { countryDialingCode: member.countryDialingCode, mobile: member.mobile },
    'CONTACT_CHANGE',
    ip,
  );
}

/**
 * A stolen session token must not be enough to take the account over by changing where codes and
 * reset links go: a change needs the login password or the payment password (wrong ones counted
 * under a lock of their own), and the code sent to the contact bound now.
 */
async function proveChange(
  deps: AccountDeps,
  member: Member,
  request: { password?: string; currentContactCode?: string },
  currentCodeIsRight: (code: string) => Promise<boolean>,
) {
  const lock = passwordLock(member.id);
  if (await isLockedByFailures(deps.db, lock, deps.clock.now())) throw fail(429, 'TOO_MANY_ATTEMPTS');
  const password = request.password ?? '';
  const right =
    password !== '' &&
    ((await verifyPassword(password, member.passwordHash)) ||
      (member.paymentPasswordHash !== null && (await verifyPassword(password, member.paymentPasswordHash))));
  const verdict = await settleCheck(deps, lock, right);
  if (verdict === 'locked') throw fail(429, 'TOO_MANY_ATTEMPTS');
  if (verdict === 'wrong') throw fail(400, 'WRONG_PASSWORD');
  if (!(await currentCodeIsRight(request.currentContactCode?.trim() ?? '')))
    throw fail(400, 'INVALID_CURRENT_CODE');
}

/** After a change: withdrawals wait, and the contact that was bound is told. */
async function recordChange(deps: AccountDeps, member: Member, changed: 'mobile' | 'email') {
  await deps.db.update(members).set({ contactChangedAt: deps.clock.now() }).where(eq(members.id, member.id));
  const notice = `The ${changed === 'mobile' ? 'mobile number' : 'email address'} of your Marquee account ${member.account} was changed. Withdrawals are held for 24 hours. If it was not you, contact customer service at once.`;
  if (changed === 'mobile' && member.mobile && member.countryDialingCode) {
    await send(deps, {
      kind: 'sms',
      to: smsRecipient(member.countryDialingCode, member.mobile),
      international: `+${member.countryDialingCode}${member.mobile}`,
      body: notice,
    });
  } else if (changed === 'email' && member.email) {
    await send(deps, {
      kind: 'mail',
      to: member.email,
      subject: 'Your Marquee email address was changed',
      body: notice,
    });
  }
}

/**
 * Binds a number proven by its code. Changing a bound one also takes proveChange's password and
 * code to the number bound now, holds withdrawals and tells the old number.
 */
export async function bindMobile(
  deps: AccountDeps,
  memberId: number,
  request: BindMobileRequest,
  ip: string,
) {
  const member = await currentMember(deps, memberId);
  const phone = parsePhone(await servedRules(deps.db), { ...request });
  const change = member.mobile !== null && member.countryDialingCode !== null;
  if (change) {
    await proveChange(deps, member, request, (code) =>
      consumeSmsCode(
        deps,
        { countryDialingCode: member.countryDialingCode ?? '', mobile: member.mobile ?? '' },
        'CONTACT_CHANGE',
        code,
        ip,
      ),
    );
  }
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
  if (change) await recordChange(deps, member, 'mobile');
}

async function emailTaken(deps: AccountDeps, memberId: number, email: string) {
  const [other] = await deps.db
    .select({ id: members.id })
    .from(members)
    .where(and(sql`lower(${members.email}) = ${email}`, ne(members.id, memberId)));
  return other !== undefined;
}

/** Mails a code to `email` for the member: at most 3 in 5 minutes per member. */
async function mailCode(deps: AccountDeps, memberId: number, email: string, purpose: string) {
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
    body: `Your code to ${purpose} is ${code}; it expires in 10 minutes.`,
    code,
  });
  return { expiredMinutes: EMAIL_CODE_TTL_MS / MINUTE };
}

/** A code mailed to the address the member wants to bind. */
export async function sendEmailBindCode(deps: AccountDeps, memberId: number, typed: string) {
  checkEmail(await servedRules(deps.db), typed, true);
  const email = typed.trim().toLowerCase();
  if (await emailTaken(deps, memberId, email)) throw fail(400, 'EMAIL_TAKEN');
  return mailCode(deps, memberId, email, 'bind this address to your Marquee account');
}

/** A code mailed to the address bound now, which a change of it asks for. */
export async function sendCurrentEmailCode(deps: AccountDeps, memberId: number) {
  const member = await currentMember(deps, memberId);
  if (!member.email) throw badRequest('No email address is bound');
  return mailCode(
    deps,
    memberId,
    member.email.toLowerCase(),
    'change the email address of your Marquee account',
  );
}

/**
 * Uses up the newest code mailed to `email` for the member when it matches. Each check takes one
 * of the code's 5 attempts before the compare (a conditional update), so parallel guesses cannot
 * all read the same count.
 */
async function consumeEmailCode(deps: AccountDeps, memberId: number, email: string, code: string) {
  const now = deps.clock.now();
  if (!code) return false;
  const [latest] = await deps.db
    .select({ id: emailCodes.id })
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
  if (!latest) return false;
  const [reserved] = await deps.db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(
      and(
        eq(emailCodes.id, latest.id),
        isNull(emailCodes.usedAt),
        lt(emailCodes.attempts, EMAIL_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ codeHash: emailCodes.codeHash });
  if (!reserved || !sameHash(reserved.codeHash, sha256(code.trim()))) return false;
  const used = await deps.db
    .update(emailCodes)
    .set({ usedAt: now })
    .where(and(eq(emailCodes.id, latest.id), isNull(emailCodes.usedAt)))
    .returning({ id: emailCodes.id });
  return used.length === 1;
}

/**
 * Binds an address proven by the newest code mailed to it; 5 wrong codes void it. Changing a bound
 * one also takes proveChange's password and code to the address bound now, holds withdrawals and
 * tells the old address.
 */
export async function bindEmail(deps: AccountDeps, memberId: number, request: BindEmailRequest) {
  const member = await currentMember(deps, memberId);
  checkEmail(await servedRules(deps.db), request.email, true);
  const email = request.email.trim().toLowerCase();
  const change = member.email !== null;
  if (change) {
    await proveChange(deps, member, request, (code) =>
      consumeEmailCode(deps, memberId, (member.email ?? '').toLowerCase(), code),
    );
  }
  if (!(await consumeEmailCode(deps, memberId, email, request.verificationCode)))
    throw fail(400, 'INVALID_CODE');
  if (await emailTaken(deps, memberId, email)) throw fail(400, 'EMAIL_TAKEN');
  await deps.db.update(members).set({ email }).where(eq(members.id, memberId));
  if (change) await recordChange(deps, member, 'email');
}
