import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

const devices = new AsyncLocalStorage<string>();

/** Longest user agent kept in the sign-in history. */
const MAX_DEVICE_LENGTH = 200;

/**
 * Keeps the request's user agent for the length of the request, so the sign-in history can say
 * which device signed in without every sign-in path (password, code, social, second factor,
 * registration) passing it down.
 */
export function rememberDevice(): MiddlewareHandler<AppEnv> {
  return (c, next) => devices.run((c.req.header('user-agent') ?? '').slice(0, MAX_DEVICE_LENGTH), next);
}

/** The user agent of the request being answered ('' outside one, or when it sent none). */
export function requestDevice(): string {
  return devices.getStore() ?? '';
}
