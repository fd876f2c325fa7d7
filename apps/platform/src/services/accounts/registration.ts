import {
  birthdayRule,
  isAdultBirthday,
  type LoginResponse,
  type RegisterMobileRequest,
  type RegisterRequest,
  type RegistrationFieldRule,
  referralCodeRule,
  ruleFor,
} from '@marquee/api-client/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { members } from '../../db/schema';
import { fail } from '../../http/http-error';
import type { AccountDeps } from '../deps';
import { requireContactNotSelfExcluded } from '../play-safe/exclusion-state';
import { referrerOf } from '../referral/referral-code';
import { isFeatureEnabled, requireFeature } from '../system/features';
import { brandMinimumAge } from '../system/settings';
import {
  createMember,
  findMemberByAccount,
  findMemberByMobile,
  isUniqueViolation,
  type NewMember,
  openingCredit,
} from './members';
import { hashPassword } from './password-hash';
import { passRegistrationGate } from './registration-gate';
import { finishSignIn } from './sign-in';
import { type PhoneNumber, requireSmsCode } from './sms-codes';
import {
  checkEmail,
  checkNewPassword,
  checkRule,
  checkUsername,
  parsePhone,
  servedRules,
} from './validation';

/**
 * A registration as parsed: the contract can only say `true` for the terms and the age, so
 * `agreed` records whether both boxes were really ticked.
 */
export type Agreed<T> = T & { agreed: boolean };

/**
 * The agent whose invitation code was given, or BAD_INVITATION. Called past the registration gate:
 * the answer tells whether a code exists.
 */
async function uplineOf(db: Db, affiliateCode: string | undefined): Promise<number | null> {
  if (!affiliateCode) return null;
  const [agent] = await db
    .select({ id: members.id })
    .from(members)
    .where(sql`upper(${members.affiliateCode}) = ${affiliateCode.toUpperCase()}`);
  if (!agent) throw fail(400, 'BAD_INVITATION');
  return agent.id;
}

/**
 * Checks shared by both registrations, against the rules GET /wps/system/setting/register
 * serves, so the server refuses what the web form refuses; returns the member columns of the
 * profile.
 */
async function checkRegistration(
  deps: AccountDeps,
  request: RegisterRequest | RegisterMobileRequest,
  password: { password?: string; verifyPwd?: string } | null,
): Promise<{ rules: RegistrationFieldRule[]; profile: Partial<NewMember> }> {
  const { db } = deps;
  const rules = await servedRules(db);
  if (password) {
    checkNewPassword(rules, password.password ?? '');
    const confirm = rules.find((rule) => rule.field === 'verifyPwd');
    if (confirm) checkRule({ ...confirm, required: true }, password.verifyPwd ?? '', 'password');
    if (password.password !== password.verifyPwd) throw fail(400, 'CONFIRM_MISMATCH');
  }
  if (request.email) checkEmail(rules, request.email, false);
  if (request.birthday) {
    checkRule(birthdayRule, request.birthday, 'birthday');
    const minimumAge = await brandMinimumAge(db);
    if (!isAdultBirthday(request.birthday, deps.clock.now(), minimumAge))
      throw fail(400, 'BIRTHDAY_FORMAT', { min: minimumAge });
  }
  if (request.referralCode)
    checkRule(ruleFor(rules, 'referralCode', referralCodeRule), request.referralCode, 'referral_code');
  // the route's parser recorded whether both boxes were really ticked
  if ((request as Partial<Agreed<object>>).agreed !== true) throw fail(400, 'TERMS_REQUIRED');
  const profile: Partial<NewMember> = {
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
async function register(deps: AccountDeps, values: NewMember, ip: string): Promise<LoginResponse> {
  try {
    const member = await createMember(deps.db, values, {
      at: deps.clock.now(),
      knownIp: ip,
      credit: openingCredit(deps),
    });
    return finishSignIn(deps, member, ip, { checkIp: false });
  } catch (error) {
    // lost a race with another registration of the same name or number
    if (isUniqueViolation(error, 'members_account_lower')) throw fail(400, 'USERNAME_TAKEN');
    if (isUniqueViolation(error, 'members_mobile')) throw fail(400, 'MOBILE_TAKEN');
    throw error;
  }
}

/** Registration by username (and an optional phone), signed in at once. */
export async function registerByUsername(
  deps: AccountDeps,
  request: RegisterRequest,
  ip: string,
): Promise<LoginResponse> {
  const { db } = deps;
  await requireFeature(deps, 'DIRECTREG3', 'USERNAMEREG3');
  const { rules, profile } = await checkRegistration(deps, request, request);
  checkUsername(rules, request.username);
  let phone: PhoneNumber | null = null;
  if (request.mobileNum || request.countryDialingCode) {
    phone = parsePhone(rules, { ...request });
  }
  // past the form's own checks: the answers below tell whether a name or a number is taken
  await passRegistrationGate(deps, ip, request);
  profile.uplineId = await uplineOf(db, request.affiliateCode);
  profile.referredBy = await referrerOf(db, request.referralCode);
  if (await findMemberByAccount(db, request.username)) throw fail(400, 'USERNAME_TAKEN');
  await requireContactNotSelfExcluded(db, { ...phone, email: request.email }, deps.clock.now());
  if (phone) {
    if (await findMemberByMobile(db, phone.countryDialingCode, phone.mobile)) throw fail(400, 'MOBILE_TAKEN');
    // REGMOBVERF3: a phone given at username registration must be proven by its SMS code
    if (await isFeatureEnabled(deps, 'REGMOBVERF3'))
      await requireSmsCode(deps, phone, 'REGISTER', request.verificationCode, ip);
  }
  return register(
    deps,
    {
      ...profile,
      account: request.username,
      nickname: request.nickname ?? request.username,
      passwordHash: await hashPassword(request.password),
      mobile: phone?.mobile ?? null,
      countryDialingCode: phone?.countryDialingCode ?? null,
    },
    ip,
  );
}

/** Registration by mobile number, signed in at once; the account name is made from the number. */
export async function registerByMobile(
  deps: AccountDeps,
  request: RegisterMobileRequest,
  ip: string,
): Promise<LoginResponse> {
  const { db } = deps;
  await requireFeature(deps, 'DIRECTREG3', 'MOBILENUMREG3');
  const rules = await servedRules(db);
  const phone = parsePhone(rules, { ...request });
  // MOBILENUMPASSREG3 asks for a password; without it the member signs in by SMS code
  const withPassword = await isFeatureEnabled(deps, 'MOBILENUMPASSREG3');
  const { profile } = await checkRegistration(deps, request, withPassword ? request : null);
  await passRegistrationGate(deps, ip, request);
  profile.uplineId = await uplineOf(db, request.affiliateCode);
  profile.referredBy = await referrerOf(db, request.referralCode);
  await requireContactNotSelfExcluded(db, { ...phone, email: request.email }, deps.clock.now());
  if (await findMemberByMobile(db, phone.countryDialingCode, phone.mobile)) throw fail(400, 'MOBILE_TAKEN');
  if (await isFeatureEnabled(deps, 'REGMOBVERF3'))
    await requireSmsCode(deps, phone, 'REGISTER', request.verificationCode, ip);
  const account = `m${phone.countryDialingCode}${phone.mobile}`;
  if (await findMemberByAccount(db, account)) throw fail(400, 'USERNAME_TAKEN');
  return register(
    deps,
    {
      ...profile,
      account,
      nickname: request.nickname ?? account,
      passwordHash: withPassword && request.password ? await hashPassword(request.password) : null,
      mobile: phone.mobile,
      countryDialingCode: phone.countryDialingCode,
    },
    ip,
  );
}
