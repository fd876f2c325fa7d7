import type { CaptchaFields } from '@marquee/api-client/contract';
import type { Context } from 'hono';
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
