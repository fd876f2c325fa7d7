import { createHmac, timingSafeEqual } from 'node:crypto';
import { MINUTE } from './clock';

/**
 * Id tokens of the demo identity provider ("Marquee ID", served by this platform under
 * /oauth/demo): `base64url(JSON claims).base64url(HMAC-SHA256)` with the server's SOCIAL_SECRET.
 * A real provider would sign with its own key (JWT/JWKS); the shape of the check is the same:
 * signature, audience (our client id), issuer and expiry.
 */
export const DEMO_PROVIDER = 'demo';
export const DEMO_ISSUER = 'marquee-demo-idp';
export const DEMO_CLIENT_ID = 'marquee-web';
export const ID_TOKEN_TTL_MS = 10 * MINUTE;

export interface IdClaims {
  iss: string;
  aud: string;
  /** the identity: the demo provider uses the lower-cased email */
  sub: string;
  email: string;
  /** seconds since the epoch */
  iat: number;
  exp: number;
}

const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest();

export function issueIdToken(email: string, secret: string, now: Date): IdClaims & { idToken: string } {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: IdClaims = {
    iss: DEMO_ISSUER,
    aud: DEMO_CLIENT_ID,
    sub: email.toLowerCase(),
    email: email.toLowerCase(),
    iat,
    exp: iat + ID_TOKEN_TTL_MS / 1000,
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return { ...claims, idToken: `${payload}.${sign(payload, secret).toString('base64url')}` };
}

/** The claims of a genuine, unexpired token for our client, else null. */
export function verifyIdToken(idToken: string, secret: string, now: Date): IdClaims | null {
  const [payload, signature, extra] = idToken.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = sign(payload, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: IdClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as IdClaims;
  } catch {
    return null;
  }
  if (claims.iss !== DEMO_ISSUER || claims.aud !== DEMO_CLIENT_ID || typeof claims.sub !== 'string')
    return null;
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now.getTime()) return null;
  return claims;
}
