import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { OidcProviderConfig } from '../../config';

/**
 * Sign-in with a real OpenID Connect provider: the authorization-code flow with PKCE against the
 * issuer named in the configuration, its endpoints and keys from the issuer's discovery document.
 * The provider's ID token is accepted only with a signature by a key of the issuer's JWKS, this
 * platform's client id as audience, the configured issuer, an unexpired `exp` and the nonce of
 * the flow that asked for it.
 */
export class OidcError extends Error {
  override name = 'OidcError';
}

interface Endpoints {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  keys: JWTVerifyGetKey;
}

const HTTP_TIMEOUT_MS = 10_000;
/** the leeway for the provider's clock in `exp`, `iat` and `nbf` */
const CLOCK_TOLERANCE_S = 30;

/** Discovery documents by issuer; a failed look-up is forgotten, so the next sign-in tries again. */
const discovered = new Map<string, Promise<Endpoints>>();

function endpointUrl(document: Record<string, unknown>, key: string): string {
  const value = document[key];
  if (typeof value !== 'string') throw new OidcError(`the discovery document has no ${key}`);
  return new URL(value).href;
}

async function discover(issuer: string): Promise<Endpoints> {
  const res = await fetch(`${issuer}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  });
  if (!res.ok) throw new OidcError(`the discovery document of ${issuer} answered ${res.status}`);
  const document = (await res.json()) as Record<string, unknown>;
  // OpenID Connect Discovery: the document must name exactly the issuer it was fetched for
  if (document.issuer !== issuer) throw new OidcError(`the discovery document names another issuer`);
  return {
    authorizationEndpoint: endpointUrl(document, 'authorization_endpoint'),
    tokenEndpoint: endpointUrl(document, 'token_endpoint'),
    keys: createRemoteJWKSet(new URL(endpointUrl(document, 'jwks_uri')), {
      timeoutDuration: HTTP_TIMEOUT_MS,
    }),
  };
}

function endpointsOf(provider: OidcProviderConfig): Promise<Endpoints> {
  let endpoints = discovered.get(provider.issuer);
  if (!endpoints) {
    endpoints = discover(provider.issuer);
    discovered.set(provider.issuer, endpoints);
    endpoints.catch(() => discovered.delete(provider.issuer));
  }
  return endpoints;
}

/** What the callback needs to finish a flow; kept in a signed, HTTP-only cookie meanwhile. */
export interface OidcFlow {
  state: string;
  nonce: string;
  /** the PKCE code verifier */
  verifier: string;
  /** the web app's origin, where the callback page posts the result */
  origin: string;
}

const random = () => randomBytes(32).toString('base64url');

/** A new flow and the provider's authorization URL the popup is sent to. */
export async function startOidcFlow(
  provider: OidcProviderConfig,
  origin: string,
): Promise<{ flow: OidcFlow; url: string }> {
  const { authorizationEndpoint } = await endpointsOf(provider);
  const flow = { state: random(), nonce: random(), verifier: random(), origin };
  const url = new URL(authorizationEndpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', provider.redirectUri);
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('state', flow.state);
  url.searchParams.set('nonce', flow.nonce);
  url.searchParams.set('code_challenge', createHash('sha256').update(flow.verifier).digest('base64url'));
  url.searchParams.set('code_challenge_method', 'S256');
  return { flow, url: url.href };
}

export interface OidcIdentity {
  /** the provider's subject: the identity */
  sub: string;
  /** lower-cased; empty when the provider has none or says it is not verified */
  email: string;
}

/** Checks the provider's ID token (signature, audience, issuer, expiry, nonce) and reads its identity. */
export async function verifyProviderIdToken(
  provider: OidcProviderConfig,
  idToken: string,
  nonce: string,
  now: Date,
): Promise<OidcIdentity> {
  const { keys } = await endpointsOf(provider);
  let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
  try {
    ({ payload } = await jwtVerify(idToken, keys, {
      issuer: provider.issuer,
      audience: provider.clientId,
      currentDate: now,
      clockTolerance: CLOCK_TOLERANCE_S,
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    if (error instanceof errors.JOSEError) throw new OidcError(`the ID token is refused: ${error.code}`);
    throw error;
  }
  if (payload.nonce !== nonce) throw new OidcError('the ID token is refused: its nonce is not this flow');
  // a token for several audiences must name us as the party it was issued to
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== provider.clientId)
    throw new OidcError('the ID token is refused: issued to another party');
  const sub = payload.sub as string;
  const verified = payload.email_verified !== false && payload.email_verified !== 'false';
  const email = typeof payload.email === 'string' && verified ? payload.email.toLowerCase() : '';
  return { sub, email };
}

/** Trades the authorization code for the provider's ID token (client secret and PKCE verifier). */
export async function exchangeCode(
  provider: OidcProviderConfig,
  code: string,
  flow: OidcFlow,
): Promise<string> {
  const { tokenEndpoint } = await endpointsOf(provider);
  // client_secret_basic: both parts form-encoded first (RFC 6749, 2.3.1)
  const basic = Buffer.from(
    `${encodeURIComponent(provider.clientId)}:${encodeURIComponent(provider.clientSecret)}`,
  ).toString('base64');
  const res = await fetch(tokenEndpoint, {
    method: 'POST',
    headers: {
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: provider.redirectUri,
      code_verifier: flow.verifier,
    }),
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  });
  const body = (await res.json().catch(() => ({}))) as { id_token?: unknown; error?: unknown };
  if (!res.ok || typeof body.id_token !== 'string')
    throw new OidcError(`the token endpoint answered ${res.status} ${String(body.error ?? '')}`.trim());
  return body.id_token;
}
