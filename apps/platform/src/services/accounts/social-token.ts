import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open';
import { usedIdTokens } from '../../db/schema';
import { MINUTE } from '../clock';
import { randomToken, sha256 } from './tokens';

/**
 * The sign-in tokens this platform hands the web app after a provider's sign-in:
 * `base64url(JSON claims).base64url(HMAC-SHA256)` with the server's SOCIAL_SECRET. The demo
 * provider ("Marquee ID", demo mode only) issues them for any email; a real OIDC provider's
 * callback issues one only after it checked the provider's own ID token (signature from its JWKS,
 * audience, issuer, expiry, nonce; social-oidc.ts). Each provider has its own issuer, so one
 * provider's token never opens another's identity. A token opens one sign-in, link or
 * registration: `useUpIdToken` records it, so a copied token is worth nothing afterwards.
 */
export const DEMO_PROVIDER = 'demo';
export const DEMO_ISSUER = 'marquee-demo-idp';
export const DEMO_CLIENT_ID = 'marquee-web';
const ID_TOKEN_TTL_MS = 10 * MINUTE;

/** Who the token is for: the provider's token issuer here and its client id. */
export interface TokenAudience {
  iss: string;
  aud: string;
}

export interface IdClaims {
  iss: string;
  aud: string;
  /** the identity: the demo provider uses the lower-cased email, an OIDC provider its `sub` */
  sub: string;
  email: string;
  /** seconds since the epoch */
  iat: number;
  exp: number;
  /** unique per token, so two tokens for one email within a second still differ */
  jti: string;
}

const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest();

export function issueIdToken(
  identity: TokenAudience & { sub: string; email: string },
  secret: string,
  now: Date,
): IdClaims & { idToken: string } {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: IdClaims = {
    ...identity,
    iat,
    exp: iat + ID_TOKEN_TTL_MS / 1000,
    jti: randomToken(16),
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return { ...claims, idToken: `${payload}.${sign(payload, secret).toString('base64url')}` };
}

/** The claims of a genuine, unexpired token of `expected`'s issuer for its client, else null. */
export function verifyIdToken(
  idToken: string,
  secret: string,
  now: Date,
  expected: TokenAudience,
): IdClaims | null {
  const [payload, signature, extra] = idToken.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  // the signature's text itself: decoding would skip characters that are not base64url
  const mac = Buffer.from(sign(payload, secret).toString('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== mac.length || !timingSafeEqual(given, mac)) return null;
  let claims: IdClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as IdClaims;
  } catch {
    return null;
  }
  if (
    claims.iss !== expected.iss ||
    claims.aud !== expected.aud ||
    typeof claims.sub !== 'string' ||
    typeof claims.email !== 'string' ||
    typeof claims.jti !== 'string'
  )
    return null;
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now.getTime()) return null;
  return claims;
}

/**
 * Records the token as used; false when it already was, so two simultaneous uses succeed once.
 * Called in the transaction of the link or the new member (a failure there leaves the token
 * usable), or right before the sign-in of a bound identity.
 */
export async function useUpIdToken(
  db: Db | Tx,
  provider: string,
  idToken: string,
  claims: IdClaims,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(usedIdTokens)
    .values({ provider, tokenHash: sha256(idToken), usedAt: now, expiresAt: new Date(claims.exp * 1000) })
    .onConflictDoNothing()
    .returning({ tokenHash: usedIdTokens.tokenHash });
  return rows.length === 1;
}

/** Whether the token already opened something (a replay is refused before any other check). */
export async function isIdTokenUsed(db: Db, provider: string, idToken: string): Promise<boolean> {
  const rows = await db
    .select({ tokenHash: usedIdTokens.tokenHash })
    .from(usedIdTokens)
    .where(and(eq(usedIdTokens.provider, provider), eq(usedIdTokens.tokenHash, sha256(idToken))));
  return rows.length > 0;
}
