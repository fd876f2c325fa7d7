import {
  type LoginResponse,
  type SecondFactorMethod,
  type SecondFactorRequest,
  type SmsCodeRequest,
  type SmsCodeResponse,
  sameHolderName,
} from '@marquee/api-client/contract';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { secondFactorChallenges } from '../../db/schema';
import { badRequest, fail } from '../../http/http-error';
import { holderNames } from '../account-security/bank-accounts';
import { verifyGoogleAuthCode } from '../account-security/google-auth';
import type { AccountDeps } from '../deps';
import { checkOptionalCaptcha } from './captcha';
import { findMemberById, findMemberByMobile } from './members';
import { passRegistrationGate } from './registration-gate';
import { openSession, rememberIp } from './sign-in';
import { consumeSmsCode, issueSmsCode, type SmsPurpose } from './sms-codes';
import { sameHash, sha256 } from './tokens';
import { parsePhone, servedRules } from './validation';

const MAX_CHALLENGE_ATTEMPTS = 5;

/** Shared by the three SMS calls: a REGISTER code needs a free number, a NO_LOGIN code a bound one. */
export async function sendSmsCode(
  deps: AccountDeps,
  request: SmsCodeRequest,
  purpose: SmsPurpose,
  ip: string,
): Promise<SmsCodeResponse> {
  const { db } = deps;
  const phone = parsePhone(await servedRules(db), { ...request });
  if (purpose === 'REGISTER') await passRegistrationGate(deps, ip, request);
  else await checkOptionalCaptcha(deps, request);
  const member = await findMemberByMobile(db, phone.countryDialingCode, phone.mobile);
  if (purpose === 'REGISTER') {
    if (member) throw fail(400, 'MOBILE_TAKEN');
    return issueSmsCode(deps, phone, purpose, ip);
  }
  // noLogin: only a bound number gets a message, but every caller gets the same answer, so the
  // call does not reveal which numbers have accounts
  return issueSmsCode(deps, phone, purpose, ip, { deliver: member !== null });
}

/** An unused, unexpired challenge that offers `method`, with attempts left, and its member. */
async function liveChallenge({ db, clock }: AccountDeps, challengeId: string, method: SecondFactorMethod) {
  const [challenge] = await db
    .select()
    .from(secondFactorChallenges)
    .where(and(eq(secondFactorChallenges.id, challengeId), isNull(secondFactorChallenges.usedAt)));
  if (
    !challenge ||
    challenge.expiresAt.getTime() <= clock.now().getTime() ||
    challenge.attempts >= MAX_CHALLENGE_ATTEMPTS
  ) {
    throw fail(400, 'CHALLENGE_EXPIRED');
  }
  if (!challenge.methods.includes(method)) throw badRequest(`'${method}' is not offered for this login`);
  const member = await findMemberById(db, challenge.memberId);
  if (!member) throw fail(400, 'CHALLENGE_EXPIRED');
  return { challenge, member };
}

/** (Re)sends the SMS code of an unregistered-IP challenge to the member's bound number. */
export async function sendChallengeCode(
  deps: AccountDeps,
  challengeId: string,
  ip: string,
): Promise<SmsCodeResponse> {
  const { member } = await liveChallenge(deps, challengeId, 'SMS');
  if (!member.mobile || !member.countryDialingCode) throw badRequest("'SMS' is not offered for this login");
  // the number's own rate limit applies: too many requests answer 429 as for every SMS
  return issueSmsCode(
    deps,
    { countryDialingCode: member.countryDialingCode, mobile: member.mobile },
    'NO_LOGIN',
    ip,
  );
}

/**
 * Proves an unregistered-IP login with its SMS or email code, an authenticator code or a bound bank
 * account's holder name: the IP becomes known, the session starts. Each answer takes one of the
 * challenge's attempts before it is checked (a conditional update), so of a burst of parallel
 * answers at most 5 are checked.
 */
export async function proveSecondFactor(
  deps: AccountDeps,
  { challengeId, method, code }: SecondFactorRequest,
  ip: string,
): Promise<LoginResponse> {
  const { db, clock } = deps;
  const now = clock.now();
  const { challenge, member } = await liveChallenge(deps, challengeId, method);
  const [reserved] = await db
    .update(secondFactorChallenges)
    .set({ attempts: sql`${secondFactorChallenges.attempts} + 1` })
    .where(
      and(
        eq(secondFactorChallenges.id, challenge.id),
        isNull(secondFactorChallenges.usedAt),
        gt(secondFactorChallenges.expiresAt, now),
        lt(secondFactorChallenges.attempts, MAX_CHALLENGE_ATTEMPTS),
      ),
    )
    .returning({ id: secondFactorChallenges.id });
  if (!reserved) throw fail(400, 'CHALLENGE_EXPIRED');
  let ok = false;
  if (method === 'SMS' && member.mobile && member.countryDialingCode) {
    ok = await consumeSmsCode(
      deps,
      { countryDialingCode: member.countryDialingCode, mobile: member.mobile },
      'NO_LOGIN',
      code,
      ip,
    );
  } else if (method === 'EMAIL' && challenge.emailCodeHash) {
    ok = code !== '' && sameHash(challenge.emailCodeHash, sha256(code));
  } else if (method === 'GOOGLE_AUTH') {
    ok = await verifyGoogleAuthCode(deps, member.id, code);
  } else if (method === 'BANK_ACCOUNT_NAME') {
    ok =
      code.trim() !== '' && (await holderNames(deps, member.id)).some((name) => sameHolderName(name, code));
  }
  if (!ok) throw fail(400, 'INVALID_CODE');
  const used = await db
    .update(secondFactorChallenges)
    .set({ usedAt: now })
    .where(and(eq(secondFactorChallenges.id, challenge.id), isNull(secondFactorChallenges.usedAt)))
    .returning({ id: secondFactorChallenges.id });
  if (used.length !== 1) throw fail(400, 'CHALLENGE_EXPIRED');
  await rememberIp(deps, member.id, challenge.ip);
  return openSession(deps, member, challenge.ip);
}
