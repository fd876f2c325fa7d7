import type { CaptchaFields } from '@marquee/api-client/contract';
import type { Context } from 'hono';
import type { Db } from '../db/open';
import type { AccountDeps } from '../services/deps';
import type { AppEnv, SessionContext } from './app-env';
import { type RawInput, stringField } from './validate';
import { visitorIp } from './visitor-ip';

/** The session requireSession put on the context (token routes only). */
export function sessionOf(c: Context<AppEnv>): SessionContext {
  const session = c.get('session');
  if (!session) throw new Error('token route mounted without requireSession');
  return session;
}

/**
 * The handler of a signed-in member's request that a service answers from the database, the
 * member, the parsed input and the moment: the clock is read per request, so a test clock's offset
 * moves it.
 */
export function memberAt<I, O>(
  deps: AccountDeps,
  service: (db: Db, memberId: number, input: I, now: Date) => O,
): (input: I, c: Context<AppEnv>) => O {
  return (input, c) => service(deps.db, sessionOf(c).memberId, input, deps.clock.now());
}

export const ipOf = (deps: AccountDeps, c: Context<AppEnv>) => visitorIp(c, deps.config.trustProxy);

export function captchaFields(raw: RawInput): CaptchaFields {
  const captchaId = stringField(raw, 'captchaId', 64).trim();
  const captchaCode = stringField(raw, 'captchaCode', 16).trim();
  return { ...(captchaId ? { captchaId } : {}), ...(captchaCode ? { captchaCode } : {}) };
}

/** Booleans from JSON, or 'true' from a form. */
export function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}
