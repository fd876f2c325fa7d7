import { randomInt } from 'node:crypto';
import type { CaptchaFields } from '@marquee/api-client/contract';
import { eq } from 'drizzle-orm';
import { captchas } from '../../db/schema';
import { fail } from '../../http/http-error';
import { MINUTE } from '../clock';
import type { AccountDeps } from '../deps';
import { send } from './outbox';
import { randomToken } from './tokens';

export const CAPTCHA_TTL_MS = 5 * MINUTE;
/** no 0/O, 1/I/L: the answer is read by a person */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const WIDTH = 150;
const HEIGHT = 50;

const pick = (values: string) => values[randomInt(values.length)] as string;
const between = (min: number, max: number) => min + randomInt(max - min + 1);

/**
 * The captcha image, drawn here: each character placed, rotated and skewed on its own, over
 * crossing curves and dots. Only generic font families (nothing is fetched), served as a data URL
 * (the CSP allows `img-src data:`).
 */
export function drawCaptcha(answer: string): string {
  const hues = () => `hsl(${between(0, 359)} ${between(45, 75)}% ${between(28, 45)}%)`;
  const noise: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    noise.push(
      `<path d="M${between(0, 20)} ${between(5, 45)} Q${between(40, 110)} ${between(0, 50)} ${between(130, 150)} ${between(5, 45)}" stroke="${hues()}" stroke-width="${between(1, 2)}" fill="none" opacity="0.7"/>`,
    );
  }
  for (let i = 0; i < 30; i += 1) {
    noise.push(`<circle cx="${between(0, WIDTH)}" cy="${between(0, HEIGHT)}" r="1" fill="${hues()}"/>`);
  }
  const step = (WIDTH - 20) / answer.length;
  const glyphs = [...answer].map((char, index) => {
    const x = 12 + index * step + between(0, 6);
    const y = between(32, 40);
    const transform = `rotate(${between(-25, 25)} ${x} ${y}) skewX(${between(-15, 15)})`;
    const family = pick('ms') === 'm' ? 'monospace' : 'serif';
    return `<text x="${x}" y="${y}" font-family="${family}" font-size="${between(24, 30)}" font-weight="bold" fill="${hues()}" transform="${transform}">${char}</text>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f4f1ea"/>${noise.slice(0, 5).join('')}${glyphs.join('')}${noise.slice(5).join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

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
