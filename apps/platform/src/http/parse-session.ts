import type {
  FreePlayRequest,
  LoginRequest,
  LoginType,
  SocialCompleteRequest,
  SocialSignInRequest,
} from '@marquee/api-client/contract';
import { badRequest, fail } from './http-error';
import { captchaFields, isTrue } from './route-helpers';
import { optionalInteger, type RawInput, stringField } from './validate';

export function parseLogin(raw: RawInput): LoginRequest {
  const type = stringField(raw, 'type', 10) as LoginType;
  if (!['USERNAME', 'MOBILE', ''].includes(type))
    throw badRequest("'type' must be 'USERNAME', 'MOBILE' or ''");
  return {
    username: stringField(raw, 'username', 64).trim(),
    password: stringField(raw, 'password', 128),
    type,
    ...captchaFields(raw),
  };
}

export function parseFreePlay(raw: RawInput): FreePlayRequest {
  const platform = stringField(raw, 'platform', 4);
  if (platform !== 'W') throw badRequest("'platform' must be 'W'");
  if (optionalInteger(raw, 'gatewayVersion') !== 3) throw badRequest("'gatewayVersion' must be 3");
  return {
    os: stringField(raw, 'os', 64),
    platform,
    random: stringField(raw, 'random', 512),
    gatewayVersion: 3,
  };
}

export function parseSocialIdentity(raw: RawInput): SocialSignInRequest {
  return { provider: stringField(raw, 'provider', 32), idToken: stringField(raw, 'idToken', 4096) };
}

export function parseSocial(raw: RawInput): SocialCompleteRequest {
  const mode = stringField(raw, 'mode', 10);
  if (mode !== 'LINK' && mode !== 'REGISTER') throw badRequest("'mode' must be 'LINK' or 'REGISTER'");
  const username = stringField(raw, 'username', 64).trim();
  const password = stringField(raw, 'password', 128);
  if (mode === 'LINK') {
    return { ...parseSocialIdentity(raw), mode, username, password, ...captchaFields(raw) };
  }
  // the agreement every registration asks for; the contract can only say `true`, so what was
  // actually sent is checked here
  if (!isTrue(raw.agreeTerms) || !isTrue(raw.ageConfirmed)) throw fail(400, 'TERMS_REQUIRED');
  return {
    ...parseSocialIdentity(raw),
    mode,
    ...(username ? { username } : {}),
    ...(password ? { password } : {}),
    agreeTerms: true,
    ageConfirmed: true,
    ...captchaFields(raw),
  };
}
