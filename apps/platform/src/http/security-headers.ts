import type { MiddlewareHandler } from 'hono';

/**
 * The policy for the served web app. `platformOrigins` (PLATFORM_ORIGINS) are the other origins
 * it talks to when built to point elsewhere: another platform, its image and game-launch CDNs.
 */
export function contentSecurityPolicy(platformOrigins: readonly string[] = []): string {
  const extra = platformOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: blob:${extra}`,
    "font-src 'self' data:",
    `connect-src 'self'${extra}`,
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

/** Security headers on every response (API, static files, errors alike). */
export function securityHeaders(platformOrigins: readonly string[] = []): MiddlewareHandler {
  const headers = { ...HEADERS, 'content-security-policy': contentSecurityPolicy(platformOrigins) };
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}
