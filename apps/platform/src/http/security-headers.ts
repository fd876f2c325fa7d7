import type { Context, MiddlewareHandler, Next } from 'hono';
import type { AppEnv } from './app-env';

/**
 * Google's tag and where it reports, as Google lists them for a Content Security Policy: allowed
 * only while the brand has an analytics tag, which the web app loads once the visitor consents.
 */
const GTAG_SCRIPTS = ' https://*.googletagmanager.com';
const GTAG_IMAGES = ' https://*.google-analytics.com https://*.googletagmanager.com';
const GTAG_CONNECT =
  ' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com';

/**
 * The policy for the served web app. `platformOrigins` (PLATFORM_ORIGINS) are the other origins
 * it talks to when built to point elsewhere: another platform, its image and game-launch CDNs.
 */
function contentSecurityPolicy(platformOrigins: readonly string[] = [], analytics = false): string {
  const extra = platformOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${analytics ? GTAG_SCRIPTS : ''}`,
    "style-src 'self'",
    `img-src 'self' data: blob:${extra}${analytics ? GTAG_IMAGES : ''}`,
    "font-src 'self' data:",
    `connect-src 'self'${extra}${analytics ? GTAG_CONNECT : ''}`,
    `frame-src 'self'${extra}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

const HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
};

/** One year, subdomains included: browsers then refuse plain HTTP to this host. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Whether the request reached us over HTTPS: the URL's scheme, or, behind a trusted proxy
 * (TRUST_PROXY), the proxy's `x-forwarded-proto`. Never the header without the trust.
 */
function servedOverHttps(url: string, forwardedProto: string | undefined, trustProxy: boolean): boolean {
  // a Request's URL is normalised (its scheme in lower case): no need to parse it on every request
  if (url.startsWith('https:')) return true;
  return trustProxy && forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}

export interface SecurityHeaderOptions {
  trustProxy?: boolean;
  /**
   * whether the brand has an analytics tag now (a setting the operator changes while it runs):
   * the answer itself when it is at hand, so most requests await nothing here
   */
  analyticsOn?: () => boolean | Promise<boolean>;
}

/** Header names and values, in the order they are set. */
export type HeaderList = readonly (readonly [string, string])[];

/**
 * The security headers of the answer to `c` (security-headers.ts's middleware sets them, and a kept
 * answer's fast path, http/answer-cache.ts, sends the same). The list itself when the brand's
 * analytics setting is in memory, so most requests await nothing here.
 */
export function securityHeaderList(
  platformOrigins: readonly string[] = [],
  { trustProxy = false, analyticsOn }: SecurityHeaderOptions = {},
): (c: Context<AppEnv>) => HeaderList | Promise<HeaderList> {
  const policies = [false, true].map(
    (analytics): HeaderList =>
      Object.entries({
        ...HEADERS,
        'content-security-policy': contentSecurityPolicy(platformOrigins, analytics),
      }),
  );
  const listOf = (c: Context<AppEnv>, analytics: boolean): HeaderList => {
    const base = policies[analytics ? 1 : 0] as HeaderList;
    return servedOverHttps(c.req.url, c.req.header('x-forwarded-proto'), trustProxy)
      ? [...base, ['strict-transport-security', STRICT_TRANSPORT_SECURITY]]
      : base;
  };
  return (c) => {
    // a brand setting read from memory (read-cache) but for the first request after a change
    let analytics: boolean | Promise<boolean>;
    try {
      analytics = analyticsOn ? analyticsOn() : false;
    } catch {
      analytics = false;
    }
    return typeof analytics === 'boolean'
      ? listOf(c, analytics)
      : analytics.catch(() => false).then((on) => listOf(c, on));
  };
}

/**
 * Security headers on every response (API, static files, errors alike). HSTS only over HTTPS: sent
 * over plain HTTP it is ignored at best, and a local `http://` run must stay reachable.
 */
export function securityHeaders(
  platformOrigins: readonly string[] = [],
  options: SecurityHeaderOptions = {},
): MiddlewareHandler<AppEnv> {
  const headersOf = securityHeaderList(platformOrigins, options);
  const withHeaders = (c: Context<AppEnv>, next: Next, headers: HeaderList): Promise<void> => {
    const outgoing = c.env?.outgoing;
    if (outgoing) {
      // on the Node response they go out with the answer's own headers; touching the answer's
      // headers instead would rebuild it as a full Response on every request
      for (const [name, value] of headers) outgoing.setHeader(name, value);
      return next();
    }
    return next().then(() => {
      for (const [name, value] of headers) c.res.headers.set(name, value);
    });
  };
  return (c, next) => {
    const headers = headersOf(c);
    return headers instanceof Promise
      ? headers.then((list) => withHeaders(c, next, list))
      : withHeaders(c, next, headers);
  };
}
