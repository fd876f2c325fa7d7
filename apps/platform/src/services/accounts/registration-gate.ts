import type { CaptchaFields } from '@marquee/api-client/contract';
import { fail } from '../../http/http-error';
import { MINUTE } from '../clock';
import type { AccountDeps } from '../deps';
import { checkOptionalCaptcha } from './captcha';
import { takeQuota } from './rate-limit';

/**
 * Registration answers whether a username or a phone number is taken, so an IP gets 5 attempts
 * (registrations by name or number, and registration SMS codes) per 15 minutes without a
 * captcha; from the 6th, CAPTCHA_NEEDED unless the request carries one. Attempts are taken from
 * the IP's quota atomically, so a parallel burst gets no more than 5 through without captchas.
 */
const REGISTRATION_WINDOW_MS = 15 * MINUTE;
const FREE_REGISTRATION_ATTEMPTS = 5;

export async function passRegistrationGate(
  deps: AccountDeps,
  ip: string,
  fields: CaptchaFields,
): Promise<void> {
  const free = await takeQuota(deps, [
    { key: `register:ip:${ip}`, limit: FREE_REGISTRATION_ATTEMPTS, windowMs: REGISTRATION_WINDOW_MS },
  ]);
  if (!free && !fields.captchaId && !fields.captchaCode) throw fail(400, 'CAPTCHA_NEEDED');
  await checkOptionalCaptcha(deps, fields);
}
