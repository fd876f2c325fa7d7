import {
  api,
  type Endpoint,
  type LoginResponse,
  type RegisterRequest,
  securityApi,
} from '@marquee/api-client/contract';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Db } from '../db/open';
import { members } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { createMember } from '../services/accounts/members';
import { call, envelopeOf, request, testApp } from './harness';

let sequence = 0;
/** A name no other test of the run uses (letters and digits, leading letter). */
export function uniqueName(prefix = 'player'): string {
  sequence += 1;
  return `${prefix}${process.pid % 1000}${sequence}${Math.floor(Math.random() * 1000)}`.slice(0, 16);
}

/** A mobile number no other test uses (PH, 10 digits). */
export function uniqueMobile(): string {
  sequence += 1;
  return `91${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}${String(sequence % 100).padStart(2, '0')}`;
}

/**
 * A member written straight to the database with `credit` on its main wallet, for service tests
 * that need no session; named after `nickname`, unique in the run.
 */
export function creditedMember(db: Db, credit: number, nickname = 'Member') {
  return createMember(
    db,
    { account: uniqueName(nickname.toLowerCase()), nickname, passwordHash: null },
    { at: new Date(), credit },
  );
}

/** The id of the member registered as `account`. */
export async function memberIdOf(db: Db, account: string): Promise<number> {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.account, account));
  if (!row) throw new Error(`no member ${account}`);
  return row.id;
}

export function registerBody(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  return {
    username: uniqueName(),
    password: 'Secret123',
    verifyPwd: 'Secret123',
    registerUrl: 'http://localhost/register',
    domain: 'localhost',
    registerMethod: 'WEB',
    agreeTerms: true,
    ageConfirmed: true,
    ...overrides,
  };
}

/** Registers a member from `ip` (which becomes its known IP) and returns its session token. */
export async function registerMember(
  app: Hono<AppEnv>,
  overrides: Partial<RegisterRequest> = {},
  ip = '127.0.0.1',
) {
  const body = registerBody(overrides);
  const result = await callAnsweringCaptcha(app, api.member.register, { body, ip });
  if (result.status !== 200) throw new Error(`registration failed: ${JSON.stringify(result.body)}`);
  return { ...body, token: result.body.value.token };
}

/**
 * Registers a member with a bound mobile (and `overrides`) from `ip`, on a brand where REGMOBVERF3
 * is off, so the number needs no SMS code at registration.
 */
export async function registerWithMobile(db: Db, overrides: Partial<RegisterRequest> = {}, ip?: string) {
  const mobileNum = uniqueMobile();
  const withoutSmsCheck = testApp(db, { FEATURES: 'DIRECTREG3,USERNAMEREG3' });
  const member = await registerMember(
    withoutSmsCheck,
    { mobileNum, countryDialingCode: '63', ...overrides },
    ip,
  );
  return { ...member, mobileNum };
}

let ownIps = 0;
/**
 * Registers a member from an IP no other member of the test file registered from (registrations
 * are limited per IP) and answers that IP with it.
 */
export async function registerFromOwnIp(app: Hono<AppEnv>, overrides: Partial<RegisterRequest> = {}) {
  ownIps += 1;
  const ip = `198.19.${Math.floor(ownIps / 250)}.${(ownIps % 250) + 1}`;
  return { ...(await registerMember(app, overrides, ip)), ip };
}

/** Sets the member's payment password to 123456, as the security page does. */
export function setPaymentPassword(app: Hono<AppEnv>, token: string) {
  return call(app, securityApi.paymentPassword, {
    token,
    body: { paymentPassword: '123456', confirmPaymentPassword: '123456' },
  });
}

let bankAccountNumbers = 10;
/**
 * Makes a member ready to ask for a withdrawal, through the security page's endpoints: its real
 * name, the payment password 123456 and one bank account in that name, numbered …5678 and held
 * by no other member of the test file. Answers the bank account's id.
 */
export async function readyToWithdraw(app: Hono<AppEnv>, token: string, realName = 'Juan Dela Cruz') {
  bankAccountNumbers += 1;
  await call(app, securityApi.realName, { token, body: { realName } });
  await setPaymentPassword(app, token);
  const account = await call(app, securityApi.addBankAccount, {
    token,
    body: { bankCode: 'BDO', accountName: realName, accountNumber: `10${bankAccountNumbers}345678` },
  });
  if (account.status !== 200) throw new Error(`bank account refused: ${JSON.stringify(account.body)}`);
  return account.body.value.id;
}

export async function login(
  app: Hono<AppEnv>,
  username: string,
  password: string,
  options: { ip?: string; type?: 'USERNAME' | 'MOBILE' | ''; captchaId?: string; captchaCode?: string } = {},
) {
  const { ip, type = 'USERNAME', ...captcha } = options;
  return call(app, api.session.login, {
    body: { username, password, type, ...captcha },
    ...(ip ? { ip } : {}),
  });
}

export interface OutboxEntry {
  kind: string;
  to: string;
  body: string;
  code: string | null;
}

/** The newest outbox entries for a recipient (dev route). */
export async function outbox(app: Hono<AppEnv>, to: string, kind: 'sms' | 'mail' | 'captcha') {
  const res = await request(app, `/__dev/outbox?to=${encodeURIComponent(to)}&kind=${kind}`);
  return (await envelopeOf<OutboxEntry[]>(res)).value;
}

export async function latestCode(app: Hono<AppEnv>, to: string, kind: 'sms' | 'mail' | 'captcha') {
  const [entry] = await outbox(app, to, kind);
  if (!entry?.code) throw new Error(`no ${kind} for ${to}`);
  return entry.code;
}

/** A fresh captcha and its answer (read from the outbox, as e2e does). */
export async function solvedCaptcha(app: Hono<AppEnv>) {
  const { body } = await call(app, api.captcha);
  const captchaId = body.value.captchaId;
  return { captchaId, captchaCode: await latestCode(app, captchaId, 'captcha') };
}

export function expectSignedIn(value: LoginResponse) {
  expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(value.needSecondFactor).toBeUndefined();
}

/**
 * Calls `endpoint` and, when the platform asks for a captcha (registration past an IP's free
 * attempts), calls again with a solved one, as a person would.
 */
export async function callAnsweringCaptcha<E extends Endpoint<unknown, unknown>>(
  app: Hono<AppEnv>,
  endpoint: E,
  options: { body: object; ip?: string },
) {
  const result = await call(app, endpoint, options);
  if (result.body.code !== 'CAPTCHA_NEEDED') return result;
  return call(app, endpoint, { ...options, body: { ...options.body, ...(await solvedCaptcha(app)) } });
}
