import { randomInt } from 'node:crypto';
import type { CaptchaFields } from '@marquee/api-client/contract';
import { eq } from 'drizzle-orm';
import { captchas } from '../../db/schema';
import { fail } from '../../http/http-error';
import { MINUTE } from '../clock';
import type { AccountDeps } from '../deps';
import { drawCaptcha } from './captcha-image';
import { send } from './outbox';
import { randomToken } from './tokens';

const CAPTCHA_TTL_MS = 5 * MINUTE;
/** no 0/O, 1/I/L: the answer is read by a person */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const pick = (values: string) => values[randomInt(values.length)] as string;
const between = (min: number, max: number) => min + randomInt(max - min + 1);

/** A new captcha: 4–5 characters, valid for 5 minutes, answered once. */
export async function createCaptcha(deps: AccountDeps) {
  const length = between(4, 5);
  let answer = '';
  for (let i = 0; i < length; i += 1) answer += pick(ALPHABET);
  const captchaId = randomToken(18);
  await deps.db
    .insert(captchas)
    .values({ id: captchaId, answer: answer.toLowerCase(), expiresAt: deps.clock.in(CAPTCHA_TTL_MS) });
  // e2e journeys read the answer here (recorded in demo mode only)
  await send(deps, { kind: 'captcha', to: captchaId, body: `Captcha answer: ${answer}`, code: answer });
  return { captchaId, image: drawCaptcha(answer) };
}

/**
 * Checks and consumes a captcha: any attempt, right or wrong, uses it up, so an answer cannot be
 * guessed against one image. Case-insensitive.
 */
export async function consumeCaptcha(deps: AccountDeps, captchaId?: string, code?: string): Promise<boolean> {
  if (!captchaId || !code) return false;
  const [row] = await deps.db.delete(captchas).where(eq(captchas.id, captchaId)).returning();
  if (!row) return false;
  return row.expiresAt.getTime() > deps.clock.now().getTime() && row.answer === code.trim().toLowerCase();
}

/** When the fields are sent (optional on SMS and registration forms), they must be right. */
export async function checkOptionalCaptcha(deps: AccountDeps, fields: CaptchaFields) {
  if (!fields.captchaId && !fields.captchaCode) return;
  if (!(await consumeCaptcha(deps, fields.captchaId, fields.captchaCode))) {
    throw fail(400, 'CAPTCHA_WRONG');
  }
}
