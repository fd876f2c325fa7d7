import {
  api,
  SECOND_FACTOR_METHODS,
  type SecondFactorMethod,
  type SmsCodeRequest,
} from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { badRequest } from '../http/http-error';
import { mounter } from '../http/mount';
import { captchaFields, ipOf } from '../http/route-helpers';
import { type RawInput, stringField } from '../http/validate';
import { proveSecondFactor, sendChallengeCode, sendSmsCode } from '../services/accounts/verification';
import type { AccountDeps } from '../services/deps';

const parseSmsRequest = (raw: RawInput): SmsCodeRequest => ({
  mobileNum: stringField(raw, 'mobileNum', 32),
  countryDialingCode: stringField(raw, 'countryDialingCode', 8),
  ...captchaFields(raw),
});

export function verificationRoutes(app: Hono<AppEnv>, deps: AccountDeps): void {
  const mount = mounter(app, deps.config);

  mount(api.verification.smsNoLogin, {
    parse: parseSmsRequest,
    handle: (request, c) => sendSmsCode(deps, request, 'NO_LOGIN', ipOf(deps, c)),
  });
  mount(api.verification.smsRegister, {
    parse: parseSmsRequest,
    handle: (request, c) => sendSmsCode(deps, request, 'REGISTER', ipOf(deps, c)),
  });
  mount(api.verification.smsRegisterMobile, {
    parse: parseSmsRequest,
    handle: (request, c) => sendSmsCode(deps, request, 'REGISTER', ipOf(deps, c)),
  });

  mount(api.verification.unregisteredIpSms, {
    parse: (raw) => ({ challengeId: stringField(raw, 'challengeId', 64) }),
    handle: ({ challengeId }, c) => sendChallengeCode(deps, challengeId, ipOf(deps, c)),
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
    handle: (request, c) => proveSecondFactor(deps, request, ipOf(deps, c)),
  });
}
