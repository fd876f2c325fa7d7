import type { LoginResponse, SecondFactorChallenge, SecondFactorMethod } from '@marquee/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { knownIps, secondFactorChallenges } from '../../db/schema';
import { fail, HttpError } from '../../http/http-error';
import { holderNames } from '../account-security/bank-accounts';
import { hasGoogleAuth } from '../account-security/google-auth';
import { recordSignIn } from '../account-security/sign-ins';
import { HOUR, MINUTE } from '../clock';
import { deliveryChannels } from '../delivery/channels';
import type { AccountDeps } from '../deps';
import { isFeatureEnabled } from '../system/features';
import type { Member } from './members';
import { send } from './outbox';
import { passwordMaxAgeMs } from './password-policy';
import { takeQuota } from './rate-limit';
import { createSession } from './sessions';
import { issueSmsCode } from './sms-codes';
import { numericCode, randomToken, sha256 } from './tokens';

const CHALLENGE_TTL_MS = 10 * MINUTE;
/**
 * Challenges a member can be sent per hour: each gives 5 answers, so a right password alone must
 * not open as many as a guesser likes.
 */
const CHALLENGES_PER_HOUR = 5;

/**
 * firstTimeLogin / passwordExpired: reported only when the brand forces the change. A member
 * without a password (trial, SMS-only mobile registration) has nothing that could expire.
 */
export async function passwordFlags(deps: AccountDeps, member: Member) {
  if (!member.passwordHash || !(await isFeatureEnabled(deps, 'PWDEXPFORCECHANGE3'))) {
    return { firstTimeLogin: false, passwordExpired: false };
  }
  const age = deps.clock.now().getTime() - member.passwordChangedAt.getTime();
  return { firstTimeLogin: member.firstTimeLogin, passwordExpired: age > (await passwordMaxAgeMs(deps.db)) };
}

/**
 * Opens the session of a completed sign-in. When the answer forces a password change, the session
 * itself is held back until the change (require-session.ts), so the modal the client shows is not
 * the only thing standing between the member and the rest of the platform.
 */
export async function openSession(
  deps: AccountDeps,
  member: Member,
  ip: string | null,
): Promise<LoginResponse> {
  const flags = await passwordFlags(deps, member);
  const token = await createSession(deps.db, member.id, deps.clock.now(), ip, {
    passwordChangePending: flags.firstTimeLogin || flags.passwordExpired,
  });
  await recordSignIn(deps, member.id, ip);
  return { token, ...flags };
}

async function isKnownIp(deps: AccountDeps, memberId: number, ip: string): Promise<boolean> {
  const rows = await deps.db
    .select({ ip: knownIps.ip })
    .from(knownIps)
    .where(and(eq(knownIps.memberId, memberId), eq(knownIps.ip, ip)));
  return rows.length > 0;
}

export async function rememberIp(deps: AccountDeps, memberId: number, ip: string) {
  await deps.db
    .insert(knownIps)
    .values({ memberId, ip, firstSeenAt: deps.clock.now() })
    .onConflictDoNothing();
}

/**
 * The second-factor methods a member can use: SMS with a bound mobile, EMAIL with a bound email
 * (each while the platform can deliver it), GOOGLE_AUTH with a bound authenticator, BANK_ACCOUNT_NAME with a bound bank account.
 */
async function boundMethods(deps: AccountDeps, member: Member): Promise<SecondFactorMethod[]> {
  const methods: SecondFactorMethod[] = [];
  const channels = deliveryChannels(deps.config);
  if (channels.sms && member.mobile && member.countryDialingCode) methods.push('SMS');
  if (channels.mail && member.email) methods.push('EMAIL');
  if (await hasGoogleAuth(deps, member.id)) methods.push('GOOGLE_AUTH');
  if ((await holderNames(deps, member.id)).length > 0) methods.push('BANK_ACCOUNT_NAME');
  return methods;
}

/**
 * The SMS code of an unregistered-IP challenge, to the member's bound number. A refusal (too many
 * requests for the number) is not swallowed: it comes back as the failure the SMS call would have
 * answered, for the dialog to show next to its send button.
 */
async function sendChallengeSms(
  deps: AccountDeps,
  member: Member,
  ip: string,
): Promise<Pick<SecondFactorChallenge, 'sms' | 'smsFailure'>> {
  if (!member.mobile || !member.countryDialingCode) return {};
  try {
    const sms = await issueSmsCode(
      deps,
      { countryDialingCode: member.countryDialingCode, mobile: member.mobile },
      'NO_LOGIN',
      ip,
    );
    return { sms };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { smsFailure: { message: error.message, ...error.coded } };
  }
}

/**
 * Opens an unregistered-IP challenge: the codes go out at once (SMS to the bound number, a mail to
 * the bound address); the login completes through verification.unregisteredIp.
 */
async function openChallenge(deps: AccountDeps, member: Member, ip: string, methods: SecondFactorMethod[]) {
  const allowed = await takeQuota(deps, [
    { key: `second-factor:member:${member.id}`, limit: CHALLENGES_PER_HOUR, windowMs: HOUR },
  ]);
  if (!allowed) throw fail(429, 'TOO_MANY_CHALLENGES');
  const challengeId = randomToken(24);
  const emailCode = methods.includes('EMAIL') ? numericCode(6) : null;
  await deps.db.insert(secondFactorChallenges).values({
    id: challengeId,
    memberId: member.id,
    ip,
    methods,
    emailCodeHash: emailCode ? sha256(emailCode) : null,
    createdAt: deps.clock.now(),
    expiresAt: deps.clock.in(CHALLENGE_TTL_MS),
  });
  const sms = methods.includes('SMS') ? await sendChallengeSms(deps, member, ip) : {};
  if (emailCode && member.email) {
    await send(deps, {
      kind: 'mail',
      to: member.email,
      subject: 'Marquee sign-in verification code',
      body: `Someone (hopefully you) is signing in to ${member.account} from a new address (${ip}). Your verification code is ${emailCode}; it expires in 10 minutes.`,
      code: emailCode,
    });
  }
  return { challengeId, ...sms };
}

/**
 * The end of every successful sign-in. With `checkIp`, a member with a bound mobile or email who
 * comes from an IP never seen for them gets a second-factor challenge and no token; otherwise a
 * session starts and the IP is remembered.
 */
export async function finishSignIn(
  deps: AccountDeps,
  member: Member,
  ip: string,
  { checkIp }: { checkIp: boolean },
): Promise<LoginResponse> {
  if (checkIp && !(await isKnownIp(deps, member.id, ip))) {
    const methods = await boundMethods(deps, member);
    if (methods.length > 0) {
      const challenge = await openChallenge(deps, member, ip, methods);
      const flags = await passwordFlags(deps, member);
      return { token: '', ...flags, needSecondFactor: { methods, ...challenge } };
    }
  }
  await rememberIp(deps, member.id, ip);
  return openSession(deps, member, ip);
}
