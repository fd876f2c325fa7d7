import { randomBytes } from 'node:crypto';
import {
  api,
  type FreePlayRequest,
  type LoginRequest,
  type LoginType,
  type SocialCompleteRequest,
  type SocialSignInRequest,
  type SocialSignInResponse,
} from '@marquee/api-client/contract';
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { socialIdentities } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { badRequest, fail } from '../http/http-error';
import { mounter } from '../http/mount';
import { captchaFields, ipOf, isTrue, requireFeature, sessionOf } from '../http/route-helpers';
import type { RawInput } from '../http/validate';
import { consumeCaptcha } from '../services/accounts/captcha';
import { checkLoginGate, clearLoginFailures, recordLoginFailure } from '../services/accounts/login-throttle';
import {
  createMember,
  findMemberByAccount,
  findMemberById,
  findMemberByLoginMobile,
  findMemberByMobile,
  isUniqueViolation,
  type Member,
} from '../services/accounts/members';
import { hashPassword, verifyPassword } from '../services/accounts/password-hash';
import { revokeSession } from '../services/accounts/sessions';
import { finishSignIn } from '../services/accounts/sign-in';
import { requireSmsCode } from '../services/accounts/sms-codes';
import {
  DEMO_CLIENT_ID,
  DEMO_PROVIDER,
  type IdClaims,
  isIdTokenUsed,
  useUpIdToken,
  verifyIdToken,
} from '../services/accounts/social-token';
import {
  checkNewPassword,
  checkUsername,
  parsePhone,
  servedRules,
  stringField,
} from '../services/accounts/validation';
import type { AccountDeps } from '../services/deps';

function parseLogin(raw: RawInput): LoginRequest {
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
 * A password check behind the throttle: 429 while the account or IP is locked, the captcha from
 * the 3rd failure, and one message for an unknown name and a wrong password.
 */
export async function checkCredentials(
  deps: AccountDeps,
  ip: string,
  request: LoginRequest,
): Promise<Member> {
  if (!request.username || !request.password) throw fail(400, 'WRONG_CREDENTIALS');
  const gate = await checkLoginGate(deps, request.username, ip);
  if (gate.captchaRequired) {
    if (!request.captchaId || !request.captchaCode) throw fail(400, 'CAPTCHA_NEEDED');
    if (!(await consumeCaptcha(deps, request.captchaId, request.captchaCode)))
      throw fail(400, 'CAPTCHA_WRONG');
  }
  const member = await memberForLogin(deps, request);
  // verifyPassword spends the same time on a missing account or password
  const ok = await verifyPassword(request.password, member?.passwordHash);
  if (!member || !ok) {
    await recordLoginFailure(deps, request.username, ip);
    throw fail(400, 'WRONG_CREDENTIALS');
  }
  await clearLoginFailures(deps, request.username);
  await clearLoginFailures(deps, member.account);
  return member;
}

function parseFreePlay(raw: RawInput): FreePlayRequest {
  const platform = stringField(raw, 'platform', 4);
  if (platform !== 'W') throw badRequest("'platform' must be 'W'");
  if (Number(raw.gatewayVersion) !== 3) throw badRequest("'gatewayVersion' must be 3");
  return {
    os: stringField(raw, 'os', 64),
    platform,
    random: stringField(raw, 'random', 512),
    gatewayVersion: 3,
  };
}

function parseSocialIdentity(raw: RawInput): SocialSignInRequest {
  return { provider: stringField(raw, 'provider', 32), idToken: stringField(raw, 'idToken', 4096) };
}

function parseSocial(raw: RawInput): SocialCompleteRequest {
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
  };
}

/** A free account name from the email's local part (letters and digits, leading letter). */
async function accountFromEmail(deps: AccountDeps, email: string): Promise<string> {
  const stem = `${email.split('@')[0]?.replace(/[^A-Za-z0-9]/g, '') ?? ''}`
    .replace(/^[0-9]+/, '')
    .slice(0, 10);
  for (;;) {
    const candidate = `${stem || 'player'}${randomBytes(2).readUInt16BE(0) % 10000}`.padEnd(6, '0');
    if (!(await findMemberByAccount(deps.db, candidate))) return candidate;
  }
}

export function sessionRoutes(app: Hono<AppEnv>, deps: AccountDeps): void {
  const { db, config, clock } = deps;
  const mount = mounter(app, config);

  mount(api.session.login, {
    parse: parseLogin,
    handle: async (request, c) => {
      const ip = ipOf(deps, c);
      const member = await checkCredentials(deps, ip, request);
      return finishSignIn(deps, member, ip, { checkIp: true });
    },
  });

  mount(api.session.loginByCode, {
    parse: (raw) => ({
      mobileNum: stringField(raw, 'mobileNum', 32),
      countryDialingCode: stringField(raw, 'countryDialingCode', 8),
      verificationCode: stringField(raw, 'verificationCode', 16).trim(),
    }),
    handle: async (request, c) => {
      await requireFeature(deps, 'MOBILEVERCODELOGIN3');
      const phone = parsePhone(await servedRules(db), { ...request });
      // the code first: a number without an account never got one, so both fail alike
      await requireSmsCode(deps, phone, 'NO_LOGIN', request.verificationCode);
      const member = await findMemberByMobile(db, phone.countryDialingCode, phone.mobile);
      if (!member) throw fail(400, 'INVALID_CODE');
      // the SMS code proves the phone: it stands in for the unregistered-IP check
      return finishSignIn(deps, member, ipOf(deps, c), { checkIp: false });
    },
  });

  mount(api.session.freePlay, {
    parse: parseFreePlay,
    handle: async (_request, c) => {
      await requireFeature(deps, 'FREEPLAY3');
      for (;;) {
        const account = `trial_${randomBytes(4).toString('hex')}`;
        try {
          const member = await createMember(
            db,
            { account, nickname: `Guest ${account.slice(6)}`, isAgent: 4, passwordHash: null },
            { at: clock.now(), knownIp: ipOf(deps, c) },
          );
          // a trial account has no password: every free play is a new guest
          return finishSignIn(deps, member, ipOf(deps, c), { checkIp: false });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
    },
  });

  mount(api.session.logout, {
    handle: async (_input, c) => {
      await revokeSession(db, sessionOf(c).sessionId, clock.now());
      return null;
    },
  });

  mount(api.session.socialProviders, {
    handle: () => [{ provider: DEMO_PROVIDER, label: 'Marquee ID', clientId: DEMO_CLIENT_ID }],
  });

  /**
   * A genuine, unexpired token of a provider we offer that has not opened anything yet, and the
   * member its identity is bound to, if any.
   */
  async function socialIdentityOf({ provider, idToken }: SocialSignInRequest) {
    if (provider !== DEMO_PROVIDER) throw badRequest(`Unknown provider '${provider}'`);
    const claims = verifyIdToken(idToken, config.socialSecret, clock.now());
    if (!claims || (await isIdTokenUsed(db, provider, idToken))) throw fail(400, 'LOGIN_FAILED');
    const [bound] = await db
      .select({ memberId: socialIdentities.memberId })
      .from(socialIdentities)
      .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, claims.sub)));
    const member = bound ? await findMemberById(db, bound.memberId) : null;
    if (bound && !member) throw fail(400, 'LOGIN_FAILED');
    return { claims, member };
  }

  /** The bound account's sign-in; the token is used up by it. */
  async function signInBound(request: SocialSignInRequest, claims: IdClaims, member: Member, ip: string) {
    if (!(await useUpIdToken(db, request.provider, request.idToken, claims, clock.now())))
      throw fail(400, 'LOGIN_FAILED');
    return finishSignIn(deps, member, ip, { checkIp: true });
  }

  mount(api.session.socialSignIn, {
    parse: parseSocialIdentity,
    handle: async (request, c): Promise<SocialSignInResponse> => {
      const { claims, member } = await socialIdentityOf(request);
      // a new identity leaves the token unused: the player's LINK or REGISTER spends it
      if (!member) return { linked: false, email: claims.email };
      return { linked: true, login: await signInBound(request, claims, member, ipOf(deps, c)) };
    },
  });

  mount(api.session.socialComplete, {
    parse: parseSocial,
    handle: async (request, c) => {
      const { claims, member: bound } = await socialIdentityOf(request);
      const ip = ipOf(deps, c);
      // the choice made the first time is final: this identity only ever opens that account
      if (bound) return signInBound(request, claims, bound, ip);
      const bind = async (tx: Parameters<Parameters<typeof db.transaction>[0]>[0], memberId: number) => {
        if (!(await useUpIdToken(tx, request.provider, request.idToken, claims, clock.now())))
          throw fail(400, 'LOGIN_FAILED');
        await tx.insert(socialIdentities).values({
          provider: request.provider,
          subject: claims.sub,
          memberId,
          createdAt: clock.now(),
        });
      };
      if (request.mode === 'LINK') {
        // the account's own credentials, under the login throttle and with its generic message
        const member = await checkCredentials(deps, ip, {
          username: request.username,
          password: request.password,
          type: 'USERNAME',
          ...(request.captchaId ? { captchaId: request.captchaId } : {}),
          ...(request.captchaCode ? { captchaCode: request.captchaCode } : {}),
        });
        const [existing] = await db
          .select({ id: socialIdentities.id })
          .from(socialIdentities)
          .where(
            and(eq(socialIdentities.provider, request.provider), eq(socialIdentities.memberId, member.id)),
          );
        // one identity of a provider per account: a second would be a silent takeover path
        if (existing) throw fail(400, 'IDENTITY_TAKEN');
        try {
          await db.transaction((tx) => bind(tx, member.id));
        } catch (error) {
          // the identity was bound by a simultaneous request
          if (isUniqueViolation(error)) throw fail(400, 'LOGIN_FAILED');
          throw error;
        }
        return finishSignIn(deps, member, ip, { checkIp: true });
      }
      // REGISTER (terms and age checked by parseSocial): a new member bound to the identity, in
      // one transaction; a brand without direct registration opens no back door through social
      await requireFeature(deps, 'DIRECTREG3');
      const rules = await servedRules(db);
      if (request.username) checkUsername(rules, request.username);
      if (request.password) checkNewPassword(rules, request.password);
      const account = request.username ?? (await accountFromEmail(deps, claims.email));
      if (await findMemberByAccount(db, account)) throw fail(400, 'USERNAME_TAKEN');
      const passwordHash = request.password ? await hashPassword(request.password) : null;
      try {
        const member = await db.transaction(async (tx) => {
          const created = await createMember(
            tx,
            { account, nickname: account, email: claims.email, passwordHash },
            { at: clock.now(), knownIp: ip },
          );
          await bind(tx, created.id);
          return created;
        });
        return finishSignIn(deps, member, ip, { checkIp: false });
      } catch (error) {
        if (isUniqueViolation(error, 'members_account_lower')) throw fail(400, 'USERNAME_TAKEN');
        if (isUniqueViolation(error)) throw fail(400, 'LOGIN_FAILED');
        throw error;
      }
    },
  });
}
