import {
  api,
  SECOND_FACTOR_METHODS,
  type SecondFactorMethod,
  type SmsCodeRequest,
} from '@marquee/api-client/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import { secondFactorChallenges } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { badRequest, fail } from '../http/http-error';
import { mounter } from '../http/mount';
import { captchaFields, checkOptionalCaptcha } from '../http/route-helpers';
import type { RawInput } from '../http/validate';
import { findMemberById, findMemberByMobile } from '../services/accounts/members';
import { openSession, rememberIp } from '../services/accounts/sign-in';
import { consumeSmsCode, issueSmsCode, type SmsPurpose } from '../services/accounts/sms-codes';
import { sameHash, sha256 } from '../services/accounts/tokens';
import { parsePhone, servedRules, stringField } from '../services/accounts/validation';
import type { AccountDeps } from '../services/deps';

const MAX_CHALLENGE_ATTEMPTS = 5;

const parseSmsRequest = (raw: RawInput): SmsCodeRequest => ({
  mobileNum: stringField(raw, 'mobileNum', 32),
  countryDialingCode: stringField(raw, 'countryDialingCode', 8),
  ...captchaFields(raw),
});

export function verificationRoutes(app: Hono<AppEnv>, deps: AccountDeps): void {
  const { db, config, clock } = deps;
  const mount = mounter(app, config);

  /** Shared by the three SMS calls; `registered` says whether the number must (not) have an account. */
  async function sendCode(request: SmsCodeRequest, purpose: SmsPurpose) {
    const phone = parsePhone(await servedRules(db), { ...request });
    await checkOptionalCaptcha(deps, request);
    const member = await findMemberByMobile(db, phone.countryDialingCode, phone.mobile);
    if (purpose === 'REGISTER') {
      if (member) throw fail(400, 'MOBILE_TAKEN');
      return issueSmsCode(deps, phone, purpose);
    }
    // noLogin: only a bound number gets a message, but every caller gets the same answer, so the
    // call does not reveal which numbers have accounts
    return issueSmsCode(deps, phone, purpose, { deliver: member !== null });
  }

  mount(api.verification.smsNoLogin, {
    parse: parseSmsRequest,
    handle: (request) => sendCode(request, 'NO_LOGIN'),
  });
  mount(api.verification.smsRegister, {
    parse: parseSmsRequest,
    handle: (request) => sendCode(request, 'REGISTER'),
  });
  mount(api.verification.smsRegisterMobile, {
    parse: parseSmsRequest,
    handle: (request) => sendCode(request, 'REGISTER'),
  });

  /** An unused, unexpired challenge that offers `method`, with attempts left, and its member. */
  async function liveChallenge(challengeId: string, method: SecondFactorMethod) {
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

  mount(api.verification.unregisteredIpSms, {
    parse: (raw) => ({ challengeId: stringField(raw, 'challengeId', 64) }),
    handle: async ({ challengeId }) => {
      const { member } = await liveChallenge(challengeId, 'SMS');
      if (!member.mobile || !member.countryDialingCode)
        throw badRequest("'SMS' is not offered for this login");
      // the number's own rate limit applies: too many requests answer 429 as for every SMS
      return issueSmsCode(
        deps,
        { countryDialingCode: member.countryDialingCode, mobile: member.mobile },
        'NO_LOGIN',
      );
    },
  });

  mount(api.verification.unregisteredIp, {
    parse: (raw) => {
      const method = stringField(raw, 'method', 32) as SecondFactorMethod;
      if (!SECOND_FACTOR_METHODS.includes(method)) throw badRequest(`Unknown method '${method}'`);
      return {
        challengeId: stringField(raw, 'challengeId', 64),
        method,
        code: stringField(raw, 'code', 64).trim(),
      };
    },
    handle: async ({ challengeId, method, code }) => {
      const now = clock.now();
      const { challenge, member } = await liveChallenge(challengeId, method);
      let ok = false;
      if (method === 'SMS' && member.mobile && member.countryDialingCode) {
        ok = await consumeSmsCode(
          deps,
          { countryDialingCode: member.countryDialingCode, mobile: member.mobile },
          'NO_LOGIN',
          code,
        );
      } else if (method === 'EMAIL' && challenge.emailCodeHash) {
        ok = code !== '' && sameHash(challenge.emailCodeHash, sha256(code));
      }
      if (!ok) {
        await db
          .update(secondFactorChallenges)
          .set({ attempts: challenge.attempts + 1 })
          .where(eq(secondFactorChallenges.id, challenge.id));
        throw fail(400, 'INVALID_CODE');
      }
      const used = await db
        .update(secondFactorChallenges)
        .set({ usedAt: now })
        .where(and(eq(secondFactorChallenges.id, challenge.id), isNull(secondFactorChallenges.usedAt)))
        .returning({ id: secondFactorChallenges.id });
      if (used.length !== 1) throw fail(400, 'CHALLENGE_EXPIRED');
      // proven: the IP of the challenged login becomes known, the session starts
      await rememberIp(deps, member.id, challenge.ip);
      return openSession(deps, member, challenge.ip);
    },
  });
}
