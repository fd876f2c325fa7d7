import { randomBytes } from 'node:crypto';
import type { LoginByCodeRequest, LoginRequest, LoginResponse } from '@marquee/api-client/contract';
import { fail } from '../../http/http-error';
import { FREE_PLAY_PER_ADDRESS } from '../../reference/session-limits';
import type { AccountDeps } from '../deps';
import { requireFeature } from '../system/features';
import { DEMO_CREDIT } from '../wallet/wallet';
import { consumeCaptcha } from './captcha';
import { clearLoginFailures, releaseLoginAttempt, reserveLoginAttempt } from './login-throttle';
import {
  createMember,
  findMemberByAccount,
  findMemberByLoginMobile,
  findMemberByMobile,
  isUniqueViolation,
  type Member,
} from './members';
import { verifyPassword } from './password-hash';
import { takeQuota } from './rate-limit';
import { revokeSession } from './sessions';
import { finishSignIn } from './sign-in';
import { requireSmsCode } from './sms-codes';
import { parsePhone, servedRules } from './validation';

/**
 * USERNAME looks the account up, MOBILE the bound number; '' (the automatic login after a phone
 * reset) tries the account, then the number.
 */
async function memberForLogin(deps: AccountDeps, { username, type }: LoginRequest): Promise<Member | null> {
  if (type === 'MOBILE') return findMemberByLoginMobile(deps.db, username);
  const byAccount = await findMemberByAccount(deps.db, username);
  if (byAccount || type === 'USERNAME') return byAccount;
  return findMemberByLoginMobile(deps.db, username);
}

/**
 * A password check behind the throttle: 429 while the pair or IP is locked, the captcha once the
 * account or IP has 3 failures, and one message for an unknown name and a wrong password. The
 * attempt is reserved before the slow hash, so a burst of guesses is counted as it comes in.
 */
export async function checkCredentials(
  deps: AccountDeps,
  ip: string,
  request: LoginRequest,
): Promise<Member> {
  if (!request.username || !request.password) throw fail(400, 'WRONG_CREDENTIALS');
  const attempt = await reserveLoginAttempt(deps, request.username, ip, {
    hasCaptcha: Boolean(request.captchaId && request.captchaCode),
  });
  if (attempt.captchaRequired && !(await consumeCaptcha(deps, request.captchaId, request.captchaCode))) {
    await releaseLoginAttempt(deps, attempt);
    throw fail(400, 'CAPTCHA_WRONG');
  }
  const member = await memberForLogin(deps, request);
  // verifyPassword spends the same time on a missing account or password
  const ok = await verifyPassword(request.password, member?.passwordHash);
  // a wrong password leaves the reservation standing as the failure
  if (!member || !ok) throw fail(400, 'WRONG_CREDENTIALS');
  await clearLoginFailures(deps, [request.username, member.account], ip);
  return member;
}

/** A login by account or number and password, with the unregistered-IP check. */
export async function logIn(deps: AccountDeps, request: LoginRequest, ip: string): Promise<LoginResponse> {
  const member = await checkCredentials(deps, ip, request);
  return finishSignIn(deps, member, ip, { checkIp: true });
}

/** A login by the SMS code sent to the bound number. */
export async function logInByCode(
  deps: AccountDeps,
  request: LoginByCodeRequest,
  ip: string,
): Promise<LoginResponse> {
  const { db } = deps;
  await requireFeature(deps, 'MOBILEVERCODELOGIN3');
  const phone = parsePhone(await servedRules(db), { ...request });
  // the code first: a number without an account never got one, so both fail alike
  await requireSmsCode(deps, phone, 'NO_LOGIN', request.verificationCode, ip);
  const member = await findMemberByMobile(db, phone.countryDialingCode, phone.mobile);
  if (!member) throw fail(400, 'INVALID_CODE');
  // the SMS code proves the phone: it stands in for the unregistered-IP check
  return finishSignIn(deps, member, ip, { checkIp: false });
}

/**
 * A new trial account, signed in: it has no password, so every free play is a new guest; an
 * address opens at most FREE_PLAY_PER_ADDRESS of them (TOO_MANY_TRIALS beyond).
 */
export async function startFreePlay(deps: AccountDeps, ip: string): Promise<LoginResponse> {
  await requireFeature(deps, 'FREEPLAY3');
  const allowed = await takeQuota(deps, [{ key: `free-play:ip:${ip}`, ...FREE_PLAY_PER_ADDRESS }]);
  if (!allowed) throw fail(429, 'TOO_MANY_TRIALS');
  for (;;) {
    const account = `trial_${randomBytes(4).toString('hex')}`;
    try {
      const member = await createMember(
        deps.db,
        { account, nickname: `Guest ${account.slice(6)}`, isAgent: 4, passwordHash: null },
        // a trial account plays with play money only, in production too
        { at: deps.clock.now(), knownIp: ip, credit: DEMO_CREDIT },
      );
      return finishSignIn(deps, member, ip, { checkIp: false });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
}

export async function logOut({ db, clock }: AccountDeps, sessionId: number): Promise<void> {
  await revokeSession(db, sessionId, clock.now());
}
