import { randomBytes } from 'node:crypto';
import type {
  LoginResponse,
  SocialCompleteRequest,
  SocialSignInRequest,
  SocialSignInResponse,
} from '@marquee/api-client/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/open';
import { socialIdentities } from '../../db/schema';
import { badRequest, fail } from '../../http/http-error';
import type { AccountDeps } from '../deps';
import { requireFeature } from '../system/features';
import { checkCredentials } from './login';
import {
  createMember,
  findMemberByAccount,
  findMemberById,
  isUniqueViolation,
  type Member,
  openingCredit,
} from './members';
import { hashPassword } from './password-hash';
import { passRegistrationGate } from './registration-gate';
import { finishSignIn } from './sign-in';
import { tokenAudienceOf } from './social-providers';
import { type IdClaims, isIdTokenUsed, useUpIdToken, verifyIdToken } from './social-token';
import { checkNewPassword, checkUsername, servedRules } from './validation';

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

/**
 * A genuine, unexpired token of a provider we offer that has not opened anything yet, and the
 * member its identity is bound to, if any.
 */
async function socialIdentityOf(
  { db, config, clock }: AccountDeps,
  { provider, idToken }: SocialSignInRequest,
) {
  const audience = tokenAudienceOf(config, provider);
  if (!audience) throw badRequest(`Unknown provider '${provider}'`);
  const claims = verifyIdToken(idToken, config.socialSecret, clock.now(), audience);
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
async function signInBound(
  deps: AccountDeps,
  request: SocialSignInRequest,
  claims: IdClaims,
  member: Member,
  ip: string,
): Promise<LoginResponse> {
  if (!(await useUpIdToken(deps.db, request.provider, request.idToken, claims, deps.clock.now())))
    throw fail(400, 'LOGIN_FAILED');
  return finishSignIn(deps, member, ip, { checkIp: true });
}

/** Signs a returning identity straight in; a new one is told to link or register. */
export async function socialSignIn(
  deps: AccountDeps,
  request: SocialSignInRequest,
  ip: string,
): Promise<SocialSignInResponse> {
  const { claims, member } = await socialIdentityOf(deps, request);
  // a new identity leaves the token unused: the player's LINK or REGISTER spends it
  if (!member) return { linked: false, email: claims.email };
  return { linked: true, login: await signInBound(deps, request, claims, member, ip) };
}

/** Binds a new identity to an existing account (LINK) or to a new member (REGISTER), and signs in. */
export async function completeSocialSignIn(
  deps: AccountDeps,
  request: SocialCompleteRequest,
  ip: string,
): Promise<LoginResponse> {
  const { db, clock } = deps;
  const { claims, member: bound } = await socialIdentityOf(deps, request);
  // the choice made the first time is final: this identity only ever opens that account
  if (bound) return signInBound(deps, request, claims, bound, ip);
  const bind = async (tx: Tx, memberId: number) => {
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
      .where(and(eq(socialIdentities.provider, request.provider), eq(socialIdentities.memberId, member.id)));
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
  // REGISTER (terms and age checked by the route's parser): a new member bound to the identity,
  // in one transaction; a brand without direct registration opens no back door through social
  await requireFeature(deps, 'DIRECTREG3');
  const rules = await servedRules(db);
  if (request.username) checkUsername(rules, request.username);
  if (request.password) checkNewPassword(rules, request.password);
  // the answer below tells whether a name is taken: under the same gate as every registration
  await passRegistrationGate(deps, ip, request);
  const account = request.username ?? (await accountFromEmail(deps, claims.email));
  if (await findMemberByAccount(db, account)) throw fail(400, 'USERNAME_TAKEN');
  const passwordHash = request.password ? await hashPassword(request.password) : null;
  try {
    const member = await db.transaction(async (tx) => {
      const created = await createMember(
        tx,
        { account, nickname: account, email: claims.email || null, passwordHash },
        { at: clock.now(), knownIp: ip, credit: openingCredit(deps) },
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
}
