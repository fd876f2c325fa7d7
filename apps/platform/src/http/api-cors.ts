import { ENCRYPTED_HEADER, MODULE_HEADER } from '@marquee/api-client/contract';
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * CORS for web apps served from other origins (CORS_ORIGINS) that call this platform's API. The
 * session token travels in the Authorization header, never in a cookie, so no credentials mode.
 */
export function apiCors(origins: readonly string[]): MiddlewareHandler {
  return cors({
    origin: [...origins],
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowHeaders: ['authorization', 'content-type', 'accept-language', ENCRYPTED_HEADER, MODULE_HEADER],
    maxAge: 600,
  });
}
