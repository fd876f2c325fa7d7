import {
  api,
  failEnvelope,
  PROMOTION_IMAGES_MAX,
  promotionsApi,
  SCREENSHOT_MAX_BYTES,
  withdrawalApi,
} from '@marquee/api-client/contract';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './app-env';

const KB = 1024;

/** What a body of the contract may weigh unless its endpoint is listed below: every form, every login. */
export const API_BODY_LIMIT = 4 * KB;

/**
 * The endpoints whose largest legitimate body is bigger, as encrypted on the wire (base64 of the
 * cipher text, a third over the JSON): registration (19 profile fields of 200 characters, up to
 * 3 bytes each, and a 2,048-character URL) and the social sign-in (an ID token of 4,096).
 */
const ENDPOINT_LIMITS = new Map<object, number>([
  [api.member.register, 24 * KB],
  [api.member.registerMobile, 24 * KB],
  [api.session.socialSignIn, 8 * KB],
  [api.session.socialComplete, 8 * KB],
]);

/**
 * Uploads: a feedback carries its screenshot (up to 5 MB) as base64, a third more, plus the text;
 * a withdrawal reported as not received carries its proof image the same way, a promotion
 * application its images (PROMOTION_IMAGES_MAX) and a remark.
 * Kept apart so the ceiling of paths outside the table stays that of the forms.
 */
const UPLOAD_LIMITS = new Map<object, number>([
  [api.feedback.submit, Math.ceil((SCREENSHOT_MAX_BYTES * 4) / 3) + 64 * KB],
  [withdrawalApi.confirm, Math.ceil((SCREENSHOT_MAX_BYTES * 4) / 3) + 4 * KB],
  [promotionsApi.apply, PROMOTION_IMAGES_MAX * Math.ceil((SCREENSHOT_MAX_BYTES * 4) / 3) + 8 * KB],
]);

export const bodyLimitOf = (endpoint: object) =>
  UPLOAD_LIMITS.get(endpoint) ?? ENDPOINT_LIMITS.get(endpoint) ?? API_BODY_LIMIT;

/** The most any API body may weigh, whatever its path: what a path outside the table is held to. */
export const API_BODY_CEILING = Math.max(API_BODY_LIMIT, ...ENDPOINT_LIMITS.values());

/** The dev routes take a notice of up to 100,000 characters. */
export const DEV_BODY_LIMIT = 512 * KB;

/**
 * Refuses a body over `maxBytes` with 413 before anything reads it: at once by its Content-Length,
 * or while it streams in when it has none, so no oversized body is buffered, parsed or deciphered.
 */
function limitBody(maxBytes: number): MiddlewareHandler<AppEnv> {
  const tooLarge = (c: Context<AppEnv>) => {
    c.header('connection', 'close');
    return c.json(failEnvelope(`Request body must be at most ${maxBytes} bytes`), 413);
  };
  const limit = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    const length = c.req.header('content-length');
    const chunked = c.req.header('transfer-encoding') !== undefined;
    // a read call without either header has no body to limit, and asking for one would build a
    // whole Request object on every poll of the balance or the games
    const read = c.req.method === 'GET' || c.req.method === 'HEAD';
    if (read && !length && !chunked) return next();
    // a declared length is judged as hono's bodyLimit judges it, without asking for the body: that
    // would build the Request and a web stream of the body, where the Node adapter otherwise reads
    // the body from the socket when the route asks for it (a fifth of a round's CPU time)
    if (length !== undefined && !chunked) {
      if (Number.parseInt(length, 10) > maxBytes) return tooLarge(c);
      return next();
    }
    return limit(c, next);
  };
}

const limitedRoutes = new WeakMap<object, Set<string>>();

/** Holds one route to its own limit (the ceiling below then leaves it alone). */
export function limitRoute(app: Hono<AppEnv>, method: string, path: string, maxBytes: number): void {
  const routes = limitedRoutes.get(app) ?? new Set<string>();
  routes.add(`${method} ${path}`);
  limitedRoutes.set(app, routes);
  app.on(method, path, limitBody(maxBytes));
}

/**
 * The limit of every request whose route has none of its own, by path: the first matching prefix,
 * else `fallback`.
 */
export function bodyCeiling(
  app: Hono<AppEnv>,
  byPrefix: ReadonlyArray<readonly [prefix: string, maxBytes: number]>,
  fallback: number,
): MiddlewareHandler<AppEnv> {
  const limits = new Map([...byPrefix.map(([, max]) => max), fallback].map((max) => [max, limitBody(max)]));
  return (c, next) => {
    if (limitedRoutes.get(app)?.has(`${c.req.method} ${c.req.path}`)) return next();
    const max = byPrefix.find(([prefix]) => c.req.path.startsWith(prefix))?.[1] ?? fallback;
    return (limits.get(max) as MiddlewareHandler<AppEnv>)(c, next);
  };
}
