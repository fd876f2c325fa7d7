import type { CaptchaFields, FeatureFlag } from '@marquee/api-client/contract';
import type { Context } from 'hono';
import { consumeCaptcha } from '../services/accounts/captcha';
import { stringField } from '../services/accounts/validation';
import type { AccountDeps } from '../services/deps';
import { isFeatureEnabled } from '../services/system/features';
import type { AppEnv, SessionContext } from './app-env';
import { fail } from './http-error';
import type { RawInput } from './validate';
import { visitorIp } from './visitor-ip';

/** The session requireSession put on the context (token routes only). */
export function sessionOf(c: Context<AppEnv>): SessionContext {
  const session = c.get('session');
  if (!session) throw new Error('token route mounted without requireSession');
  return session;
}

export const ipOf = (deps: AccountDeps, c: Context<AppEnv>) => visitorIp(c, deps.config.trustProxy);

/** A call of a feature the brand switched off answers 403, like the hidden button it belongs to. */
export async function requireFeature(deps: AccountDeps, ...flags: FeatureFlag[]) {
  for (const flag of flags) {
    if (!(await isFeatureEnabled(deps, flag))) throw fail(403, 'FEATURE_OFF', { flag });
  }
}

export function captchaFields(raw: RawInput): CaptchaFields {
  const captchaId = stringField(raw, 'captchaId', 64).trim();
  const captchaCode = stringField(raw, 'captchaCode', 16).trim();
  return { ...(captchaId ? { captchaId } : {}), ...(captchaCode ? { captchaCode } : {}) };
}

/** When the fields are sent (optional on SMS and registration forms), they must be right. */
export async function checkOptionalCaptcha(deps: AccountDeps, fields: CaptchaFields) {
  if (!fields.captchaId && !fields.captchaCode) return;
  if (!(await consumeCaptcha(deps, fields.captchaId, fields.captchaCode))) {
    throw fail(400, 'CAPTCHA_WRONG');
  }
}

/** Booleans from JSON, or 'true' from a form. */
export function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}
