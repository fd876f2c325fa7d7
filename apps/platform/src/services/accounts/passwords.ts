import type {
  ChangePasswordRequest,
  ForgotPasswordEmailRequest,
  SetPasswordByEmailRequest,
  SetPasswordByEmailResponse,
  SetPasswordByPhoneRequest,
} from '@marquee/api-client/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { members, passwordResets } from '../../db/schema';
import type { SessionContext } from '../../http/app-env';
import { fail } from '../../http/http-error';
import { HOUR, MINUTE } from '../clock';
import type { AccountDeps } from '../deps';
import { requireFeature } from '../system/features';
import { findMemberByAccount, findMemberByMobile } from './members';
import { send } from './outbox';
import { hashPassword, verifyPassword } from './password-hash';
import { currentMember } from './profile';
import { takeQuota } from './rate-limit';
import { endMemberLaunches, revokeMemberSessions, settlePasswordChange } from './sessions';
import { requireSmsCode } from './sms-codes';
import { randomToken, sha256 } from './tokens';
import { checkEmail, checkNewPassword, checkUsername, parsePhone, servedRules } from './validation';

export const RESET_MAIL_SENT = 'If the details match, a reset mail has been sent';
const RESET_TTL_MS = HOUR;
const RESET_MAIL_WINDOW_MS = 15 * MINUTE;
/** reset requests per account name and per address (as typed) within the window */
const RESET_MAILS_PER_ACCOUNT = 3;
/** reset requests per IP within the window */
const RESET_MAILS_PER_IP = 10;

/** New hash, fresh change date, no forced change pending. */
async function setPassword({ db, clock }: AccountDeps, memberId: number, password: string) {
  await db
    .update(members)
    .set({
      passwordHash: await hashPassword(password),
      passwordChangedAt: clock.now(),
      firstTimeLogin: false,
    })
    .where(eq(members.id, memberId));
}

/** The signed-in member's change of password, which also releases a forced change. */
export async function changePassword(
  deps: AccountDeps,
  session: SessionContext,
  { oldPassword, newPassword, confirmNewPassword }: ChangePasswordRequest,
): Promise<void> {
  const { db, clock } = deps;
  const member = await currentMember(deps, session.memberId);
  if (!oldPassword) throw fail(400, 'OLD_PASSWORD_REQUIRED');
  checkNewPassword(await servedRules(db), newPassword);
  if (newPassword !== confirmNewPassword) throw fail(400, 'CONFIRM_MISMATCH');
  if (!(await verifyPassword(oldPassword, member.passwordHash))) throw fail(400, 'WRONG_OLD_PASSWORD');
  if (newPassword === oldPassword) throw fail(400, 'SAME_PASSWORD');
  await setPassword(deps, member.id, newPassword);
  // other devices signed in with the old password are signed out; this one stays, released
  await revokeMemberSessions(db, member.id, clock.now(), session.sessionId);
  await endMemberLaunches(db, member.id, clock.now());
  await settlePasswordChange(db, session.sessionId);
}

/**
 * Mails a reset code and link when the account and its address match; the caller answers the
 * same either way, so the call does not tell which accounts and addresses exist. Requests are
 * limited per account name, per address and per IP (429 TOO_MANY_RESETS), so the call cannot be
 * used to flood a mailbox.
 */
export async function mailPasswordReset(
  deps: AccountDeps,
  { username, email }: ForgotPasswordEmailRequest,
  origin: string,
  ip: string,
): Promise<void> {
  const { db, clock } = deps;
  const rules = await servedRules(db);
  checkUsername(rules, username);
  checkEmail(rules, email, true);
  // counted on what was typed, match or not, so the refusal tells nothing about which accounts exist
  const allowed = await takeQuota(deps, [
    {
      key: `reset-mail:account:${username.toLowerCase()}`,
      limit: RESET_MAILS_PER_ACCOUNT,
      windowMs: RESET_MAIL_WINDOW_MS,
    },
    {
      key: `reset-mail:address:${email.toLowerCase()}`,
      limit: RESET_MAILS_PER_ACCOUNT,
      windowMs: RESET_MAIL_WINDOW_MS,
    },
    { key: `reset-mail:ip:${ip}`, limit: RESET_MAILS_PER_IP, windowMs: RESET_MAIL_WINDOW_MS },
  ]);
  if (!allowed) throw fail(429, 'TOO_MANY_RESETS');
  const member = await findMemberByAccount(db, username);
  if (!member?.email || member.email.toLowerCase() !== email.toLowerCase()) return;
  const code = randomToken(24);
  await db.insert(passwordResets).values({
    memberId: member.id,
    codeHash: sha256(code),
    createdAt: clock.now(),
    expiresAt: clock.in(RESET_TTL_MS),
  });
  await send(deps, {
    kind: 'mail',
    to: member.email,
    subject: 'Reset your Marquee password',
    body: `A password reset was asked for ${member.account}. Reset code: ${code} (valid for 1 hour). Link: ${origin}/?resetCode=${code}. If it was not you, ignore this mail.`,
    code,
  });
}

/** A new password for the account bound to a phone, proven by its SMS code. */
export async function setPasswordByPhone(
  deps: AccountDeps,
  request: SetPasswordByPhoneRequest,
  ip: string,
): Promise<void> {
  const { db, clock } = deps;
  await requireFeature(deps, 'CHNGPASSVERIF3');
  const rules = await servedRules(db);
  const phone = parsePhone(rules, { ...request });
  if (!request.verificationCode) throw fail(400, 'INVALID_CODE');
  checkNewPassword(rules, request.newPassword);
  await requireSmsCode(deps, phone, 'NO_LOGIN', request.verificationCode, ip);
  const member = await findMemberByMobile(db, phone.countryDialingCode, phone.mobile);
  if (!member) throw fail(400, 'INVALID_CODE');
  await setPassword(deps, member.id, request.newPassword);
  // a reset means the old password may be known to someone else: every session ends
  await revokeMemberSessions(db, member.id, clock.now());
}

/** A new password from a mailed reset code, which is spent. */
export async function setPasswordByEmail(
  deps: AccountDeps,
  { resetCode, newPassword }: SetPasswordByEmailRequest,
): Promise<SetPasswordByEmailResponse> {
  const { db, clock } = deps;
  // the rule first, so a refused password does not spend the code
  checkNewPassword(await servedRules(db), newPassword);
  const now = clock.now();
  // the conditions on usedAt and expiresAt spend a code once, and only while it is valid
  const [reset] = resetCode
    ? await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.codeHash, sha256(resetCode)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .returning({ memberId: passwordResets.memberId })
    : [];
  if (!reset) throw fail(400, 'RESET_CODE_INVALID');
  const member = await currentMember(deps, reset.memberId);
  await setPassword(deps, member.id, newPassword);
  // the other links mailed to the member were for the old password; its sessions end too
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.memberId, member.id), isNull(passwordResets.usedAt)));
  await revokeMemberSessions(db, member.id, now);
  return { account: member.account };
}
