import type { MiddlewareHandler } from 'hono';
import { joinFlow } from '../db/fair-queue';
import { currentRequestContext, newRequestContext, runInRequestContext } from '../request-context';
import type { AppEnv } from './app-env';
import { visitorIp } from './visitor-ip';

/** Longest user agent kept in the sign-in history. */
const MAX_DEVICE_LENGTH = 200;

/**
 * Runs each request in a context of its own (request-context.ts): one job of the database's fair
 * queue (db/open.ts), in its visitor's flow until it turns out to be a member's, holding the
 * request's user agent, so the sign-in history can say which device signed in without every
 * sign-in path (password, code, social, second factor, registration) passing it down.
 */
export function requestScope(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const device = (c.req.header('user-agent') ?? '').slice(0, MAX_DEVICE_LENGTH);
    return runInRequestContext(newRequestContext(device), () => {
      joinFlow(`ip:${visitorIp(c, trustProxy)}`);
      return next();
    });
  };
}

/** The user agent of the request being answered ('' outside one, or when it sent none). */
export function requestDevice(): string {
  return currentRequestContext()?.device ?? '';
}
