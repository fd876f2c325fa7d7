import {
  api,
  type ChangePasswordRequest,
  type RegisterMobileRequest,
  type RegisterRequest,
  type RegistrationContext,
  type RegistrationProfileFields,
  type SetPasswordByEmailRequest,
  type SetPasswordByPhoneRequest,
} from '@marquee/api-client/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { members, passwordResets } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { fail, notFound } from '../http/http-error';
import { mounter } from '../http/mount';
import {
  captchaFields,
  checkOptionalCaptcha,
  ipOf,
  isTrue,
  requireFeature,
  sessionOf,
} from '../http/route-helpers';
import type { RawInput } from '../http/validate';
import {
  createMember,
  findMemberByAccount,
  findMemberById,
  findMemberByMobile,
  isUniqueViolation,
  type NewMember,
  toMemberInfo,
  WALLET_CURRENCY,
} from '../services/accounts/members';
import { send } from '../services/accounts/outbox';
import { hashPassword, verifyPassword } from '../services/accounts/password-hash';
import { revokeMemberSessions, settlePasswordChange } from '../services/accounts/sessions';
import { finishSignIn } from '../services/accounts/sign-in';
import { type PhoneNumber, requireSmsCode } from '../services/accounts/sms-codes';
import { randomToken, sha256 } from '../services/accounts/tokens';
import {
  checkEmail,
  checkNewPassword,
  checkRule,
  checkUsername,
  parsePhone,
  servedRules,
  stringField,
} from '../services/accounts/validation';
import { HOUR } from '../services/clock';
import type { AccountDeps } from '../services/deps';
import { avatarPath } from '../services/media/avatar';
import { readBalance } from '../services/wallet/wallet';

export const RESET_MAIL_SENT = 'If the details match, a reset mail has been sent';
export const RESET_TTL_MS = HOUR;

const PROFILE_FIELDS = [
  'paymentPassword',
  'payeeName',
  'fullName',
  'nickname',
  'email',
  'qqNum',
  'whatsapp',
  'facebook',
  'telegram',
  'idNumber',
  'line',
  'zalo',
  'wechat',
  'birthday',
  'recommenderId',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
] as const satisfies readonly (keyof RegistrationProfileFields)[];

/** Strings as typed, blanks dropped; agreeTerms/ageConfirmed checked in the handler. */
function parseProfile(raw: RawInput): RegistrationProfileFields {
  const profile: RegistrationProfileFields = {};
  for (const field of PROFILE_FIELDS) {
    const value = stringField(raw, field, 200).trim();
    if (value) profile[field] = value;
  }
  return profile;
}

function parseContext(raw: RawInput): RegistrationContext & { agreed: boolean } {
  const affiliateCode = stringField(raw, 'affiliateCode', 32).trim();
  const referralCode = stringField(raw, 'referralCode', 32).trim();
  return {
    registerUrl: stringField(raw, 'registerUrl', 2048),
    domain: stringField(raw, 'domain', 255),
    registerMethod: 'WEB',
    ...(affiliateCode ? { affiliateCode } : {}),
    ...(referralCode ? { referralCode } : {}),
    agreeTerms: true,
    ageConfirmed: true,
    // the contract can only say `true`; what was actually sent is checked here
    agreed: isTrue(raw.agreeTerms) && isTrue(raw.ageConfirmed),
  };
}

type Parsed<T> = T & { agreed: boolean };

function parseRegister(raw: RawInput): Parsed<RegisterRequest> {
  const mobileNum = stringField(raw, 'mobileNum', 32).trim();
  const countryDialingCode = stringField(raw, 'countryDialingCode', 8).trim();
  const verificationCode = stringField(raw, 'verificationCode', 16).trim();
  return {
    ...parseProfile(raw),
    ...parseContext(raw),
    ...captchaFields(raw),
    username: stringField(raw, 'username', 64),
    password: stringField(raw, 'password', 128),
    verifyPwd: stringField(raw, 'verifyPwd', 128),
    ...(mobileNum ? { mobileNum } : {}),
    ...(countryDialingCode ? { countryDialingCode } : {}),
    ...(verificationCode ? { verificationCode } : {}),
  };
}

function parseRegisterMobile(raw: RawInput): Parsed<RegisterMobileRequest> {
  const password = stringField(raw, 'password', 128);
  const verifyPwd = stringField(raw, 'verifyPwd', 128);
  return {
    ...parseProfile(raw),
    ...parseContext(raw),
    ...captchaFields(raw),
    mobileNum: stringField(raw, 'mobileNum', 32),
    countryDialingCode: stringField(raw, 'countryDialingCode', 8),
    verificationCode: stringField(raw, 'verificationCode', 16).trim(),
    ...(password ? { password } : {}),
    ...(verifyPwd ? { verifyPwd } : {}),
  };
}

const BIRTHDAY_RULE = {
  field: 'birthday',
  patternId: 11,
  acceptedPattern: '',
  minLength: 10,
  maxLength: 10,
  required: false,
};

export function accountRoutes(app: Hono<AppEnv>, deps: AccountDeps): void {
  const { db, config, clock } = deps;
  const mount = mounter(app, config);

  /**
   * Checks shared by both registrations (spec §5), against the rules GET
   * /wps/system/setting/register serves; returns the member columns of the profile.
   */
  async function checkRegistration(
    request: RegisterRequest | RegisterMobileRequest,
    password: { password?: string; verifyPwd?: string } | null,
  ) {
    const rules = await servedRules(db);
    if (password) {
      checkNewPassword(rules, password.password ?? '');
      const confirm = rules.find((rule) => rule.field === 'verifyPwd');
      if (confirm) checkRule({ ...confirm, required: true }, password.verifyPwd ?? '', 'password');
      if (password.password !== password.verifyPwd) throw fail(400, 'CONFIRM_MISMATCH');
    }
    if (request.email) checkEmail(rules, request.email, false);
    if (request.birthday) checkRule(BIRTHDAY_RULE, request.birthday, 'birthday');
    // parseContext recorded whether both boxes were really ticked
    if ((request as Partial<Parsed<object>>).agreed !== true) throw fail(400, 'TERMS_REQUIRED');
    await checkOptionalCaptcha(deps, request);
    let uplineId: number | null = null;
    if (request.affiliateCode) {
      const [agent] = await db
        .select({ id: members.id })
        .from(members)
        .where(sql`upper(${members.affiliateCode}) = ${request.affiliateCode.toUpperCase()}`);
      if (!agent) throw fail(400, 'BAD_INVITATION');
      uplineId = agent.id;
    }
    const profile: Partial<NewMember> = {
      uplineId,
      email: request.email ?? null,
      realName: request.payeeName ?? null,
      fullName: request.fullName ?? null,
      qqNum: request.qqNum ?? null,
      whatsapp: request.whatsapp ?? null,
      facebook: request.facebook ?? null,
      telegram: request.telegram ?? null,
      idNumber: request.idNumber ?? null,
      line: request.line ?? null,
      zalo: request.zalo ?? null,
      wechat: request.wechat ?? null,
      birthday: request.birthday ?? null,
      recommenderId: request.recommenderId ?? null,
      address: request.address ?? null,
      nationality: request.nationality ?? null,
      occupation: request.occupation ?? null,
      sourceOfIncome: request.sourceOfIncome ?? null,
      paymentPasswordHash: request.paymentPassword ? await hashPassword(request.paymentPassword) : null,
    };
    return { rules, profile };
  }

  /** Creates the member (wallet and demo credit in the same transaction) and signs it in. */
  async function register(values: NewMember, ip: string) {
    try {
      const member = await createMember(db, values, { at: clock.now(), knownIp: ip });
      return finishSignIn(deps, member, ip, { checkIp: false });
    } catch (error) {
      // lost a race with another registration of the same name or number
      if (isUniqueViolation(error, 'members_account_lower')) throw fail(400, 'USERNAME_TAKEN');
      if (isUniqueViolation(error, 'members_mobile')) throw fail(400, 'MOBILE_TAKEN');
      throw error;
    }
  }

  mount(api.member.register, {
    parse: parseRegister,
    handle: async (request, c) => {
      await requireFeature(deps, 'DIRECTREG3', 'USERNAMEREG3');
      const { rules, profile } = await checkRegistration(request, request);
      checkUsername(rules, request.username);
      let phone: PhoneNumber | null = null;
      if (request.mobileNum || request.countryDialingCode) {
        phone = parsePhone(rules, { ...request });
      }
      if (await findMemberByAccount(db, request.username)) throw fail(400, 'USERNAME_TAKEN');
      if (phone) {
        if (await findMemberByMobile(db, phone.countryDialingCode, phone.mobile))
          throw fail(400, 'MOBILE_TAKEN');
        // REGMOBVERF3: a phone given at username registration must be proven by its SMS code
        if (await isOn('REGMOBVERF3'))
          await requireSmsCode(deps, phone, 'REGISTER', request.verificationCode);
      }
      return register(
        {
          ...profile,
          account: request.username,
          nickname: request.nickname ?? request.username,
          passwordHash: await hashPassword(request.password),
          mobile: phone?.mobile ?? null,
          countryDialingCode: phone?.countryDialingCode ?? null,
        },
        ipOf(deps, c),
      );
    },
  });

  async function isOn(flag: 'REGMOBVERF3' | 'MOBILENUMPASSREG3') {
    try {
      await requireFeature(deps, flag);
      return true;
    } catch {
      return false;
    }
  }

  mount(api.member.registerMobile, {
    parse: parseRegisterMobile,
    handle: async (request, c) => {
      await requireFeature(deps, 'DIRECTREG3', 'MOBILENUMREG3');
      const rules = await servedRules(db);
      const phone = parsePhone(rules, { ...request });
      // MOBILENUMPASSREG3 asks for a password; without it the member signs in by SMS code
      const withPassword = await isOn('MOBILENUMPASSREG3');
      const { profile } = await checkRegistration(request, withPassword ? request : null);
      if (await findMemberByMobile(db, phone.countryDialingCode, phone.mobile))
        throw fail(400, 'MOBILE_TAKEN');
      if (await isOn('REGMOBVERF3')) await requireSmsCode(deps, phone, 'REGISTER', request.verificationCode);
      const account = `m${phone.countryDialingCode}${phone.mobile}`;
      if (await findMemberByAccount(db, account)) throw fail(400, 'USERNAME_TAKEN');
      return register(
        {
          ...profile,
          account,
          nickname: request.nickname ?? account,
          passwordHash: withPassword && request.password ? await hashPassword(request.password) : null,
          mobile: phone.mobile,
          countryDialingCode: phone.countryDialingCode,
        },
        ipOf(deps, c),
      );
    },
  });

  async function currentMember(memberId: number) {
    const member = await findMemberById(db, memberId);
    if (!member) throw notFound('Member not found');
    return member;
  }

  mount(api.member.info, {
    handle: async (_input, c) => {
      const session = sessionOf(c);
      const member = await currentMember(session.memberId);
      const wallet = await readBalance(db, member.id);
      return toMemberInfo(member, wallet?.currency ?? WALLET_CURRENCY, session.passwordChangePending);
    },
  });

  // no VIP icon artwork yet: null makes the web app use its default icon
  mount(api.member.icon, { handle: () => ({ iconUrl: null }) });

  mount(api.member.avatar, {
    handle: async (_input, c) => {
      const member = await currentMember(sessionOf(c).memberId);
      return { avatarUrl: avatarPath(member.account, member.nickname) };
    },
  });

  mount(api.member.changePassword, {
    parse: (raw): ChangePasswordRequest => ({
      oldPassword: stringField(raw, 'oldPassword', 128),
      newPassword: stringField(raw, 'newPassword', 128),
      confirmNewPassword: stringField(raw, 'confirmNewPassword', 128),
    }),
    handle: async ({ oldPassword, newPassword, confirmNewPassword }, c) => {
      const session = sessionOf(c);
      const member = await currentMember(session.memberId);
      if (!oldPassword) throw fail(400, 'OLD_PASSWORD_REQUIRED');
      checkNewPassword(await servedRules(db), newPassword);
      if (newPassword !== confirmNewPassword) throw fail(400, 'CONFIRM_MISMATCH');
      if (!(await verifyPassword(oldPassword, member.passwordHash))) throw fail(400, 'WRONG_OLD_PASSWORD');
      if (newPassword === oldPassword) throw fail(400, 'SAME_PASSWORD');
      await setPassword(member.id, newPassword);
      // other devices signed in with the old password are signed out; this one stays, released
      await revokeMemberSessions(db, member.id, clock.now(), session.sessionId);
      await settlePasswordChange(db, session.sessionId);
      return null;
    },
  });

  /** New hash, fresh change date, no forced change pending. */
  async function setPassword(memberId: number, password: string) {
    await db
      .update(members)
      .set({
        passwordHash: await hashPassword(password),
        passwordChangedAt: clock.now(),
        firstTimeLogin: false,
      })
      .where(eq(members.id, memberId));
  }

  mount(api.member.forgotPasswordEmail, {
    parse: (raw) => ({
      username: stringField(raw, 'username', 64).trim(),
      email: stringField(raw, 'email', 128).trim(),
    }),
    handle: async ({ username, email }, c) => {
      const rules = await servedRules(db);
      checkUsername(rules, username);
      checkEmail(rules, email, true);
      const member = await findMemberByAccount(db, username);
      if (member?.email && member.email.toLowerCase() === email.toLowerCase()) {
        const code = randomToken(24);
        await db.insert(passwordResets).values({
          memberId: member.id,
          codeHash: sha256(code),
          createdAt: clock.now(),
          expiresAt: clock.in(RESET_TTL_MS),
        });
        const origin = new URL(c.req.url).origin;
        await send(deps, {
          kind: 'mail',
          to: member.email,
          subject: 'Reset your Marquee password',
          body: `A password reset was asked for ${member.account}. Reset code: ${code} (valid for 1 hour). Link: ${origin}/?resetCode=${code}. If it was not you, ignore this mail.`,
          code,
        });
      }
      // the same answer either way: the call must not tell which accounts and addresses exist
      c.set('envelopeMessage', RESET_MAIL_SENT);
      return null;
    },
  });

  mount(api.member.setPasswordByPhone, {
    parse: (raw): SetPasswordByPhoneRequest => ({
      newPassword: stringField(raw, 'newPassword', 128),
      mobileNum: stringField(raw, 'mobileNum', 32),
      verificationCode: stringField(raw, 'verificationCode', 16).trim(),
      countryDialingCode: stringField(raw, 'countryDialingCode', 8),
    }),
    handle: async (request) => {
      await requireFeature(deps, 'CHNGPASSVERIF3');
      const rules = await servedRules(db);
      const phone = parsePhone(rules, { ...request });
      if (!request.verificationCode) throw fail(400, 'INVALID_CODE');
      checkNewPassword(rules, request.newPassword);
      await requireSmsCode(deps, phone, 'NO_LOGIN', request.verificationCode);
      const member = await findMemberByMobile(db, phone.countryDialingCode, phone.mobile);
      if (!member) throw fail(400, 'INVALID_CODE');
      await setPassword(member.id, request.newPassword);
      // a reset means the old password may be known to someone else: every session ends
      await revokeMemberSessions(db, member.id, clock.now());
      return null;
    },
  });

  mount(api.member.setPasswordByEmail, {
    parse: (raw): SetPasswordByEmailRequest => ({
      resetCode: stringField(raw, 'resetCode', 64).trim(),
      newPassword: stringField(raw, 'newPassword', 128),
    }),
    handle: async ({ resetCode, newPassword }) => {
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
      const member = await currentMember(reset.memberId);
      await setPassword(member.id, newPassword);
      // the other links mailed to the member were for the old password; its sessions end too
      await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.memberId, member.id), isNull(passwordResets.usedAt)));
      await revokeMemberSessions(db, member.id, now);
      return { account: member.account };
    },
  });
}
