import { api, ERROR_MESSAGES } from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import { type Database, openDatabase } from '../db/open';
import type { AppEnv } from '../http/app-env';
import { expectSignedIn, login, registerMember, solvedCaptcha, uniqueName } from '../test-support/accounts';
import { call, testApp, useSeededDatabase } from '../test-support/harness';
import { freshPostgres } from '../test-support/postgres-twins';

const database = useSeededDatabase();

/** `n` solved captchas, fetched before the burst so the burst itself is only logins. */
async function captchas(app: Hono<AppEnv>, n: number) {
  const solved = [];
  for (let i = 0; i < n; i += 1) solved.push(await solvedCaptcha(app));
  return solved;
}

/** 200 wrong guesses with good captchas and the right password, all at once, from one IP. */
async function burstOnOnePair(app: Hono<AppEnv>, ip: string) {
  const member = await registerMember(app);
  const solved = await captchas(app, 201);
  const wrong = solved
    .slice(0, 200)
    .map((captcha) => login(app, member.username, 'Wrong12345', { ip, ...captcha }));
  const right = login(app, member.username, member.password, { ip, ...solved[200] });
  const results = await Promise.all([...wrong, right]);
  return {
    member,
    results,
    checked: results.filter((result) => result.body.code === 'WRONG_CREDENTIALS').length,
  };
}

describe('login lockout under concurrency', () => {
  it('checks at most 5 of 200 parallel wrong guesses (each with a good captcha), and the right password in the burst gets no token', async () => {
    const app = testApp(database.db);
    const ip = '198.51.100.201';
    const { member, results, checked } = await burstOnOnePair(app, ip);
    const rightResult = results[200];
    const signedIn = rightResult?.status === 200 ? 1 : 0;
    // every password check is one of the 5 allowed attempts of the pair
    expect(checked + signedIn).toBeLessThanOrEqual(5);
    expect(results.filter((result) => result.status === 429).length).toBeGreaterThanOrEqual(196);
    if (checked === 5) expect(rightResult?.status).toBe(429);
    // and now the pair is locked for the right password too
    const after = await login(app, member.username, member.password, { ip, ...(await solvedCaptcha(app)) });
    expect(after.status).toBe(429);
  });

  it('checks at most 5 of 200 parallel guesses from one IP spread over many accounts', async () => {
    const app = testApp(database.db);
    const ip = '198.51.100.202';
    const solved = await captchas(app, 200);
    const results = await Promise.all(
      solved.map((captcha) => login(app, uniqueName('ghost'), 'Wrong12345', { ip, ...captcha })),
    );
    const checked = results.filter((result) => result.body.code === 'WRONG_CREDENTIALS').length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(results.filter((result) => result.status === 429).length).toBeGreaterThanOrEqual(195);
  });

  it('checks at most 3 of 200 parallel guesses without a captcha, then asks for one', async () => {
    const app = testApp(database.db);
    const member = await registerMember(app);
    const ip = '198.51.100.203';
    const results = await Promise.all(
      Array.from({ length: 200 }, () => login(app, member.username, 'Wrong12345', { ip })),
    );
    const checked = results.filter((result) => result.body.code === 'WRONG_CREDENTIALS').length;
    expect(checked).toBeLessThanOrEqual(3);
    expect(results.filter((result) => result.body.code === 'CAPTCHA_NEEDED').length).toBe(200 - checked);
  });
});

describe('login lockout per account and IP pair', () => {
  it("does not lock the victim out from their own IP after an attacker's five wrong passwords", async () => {
    const app = testApp(database.db);
    const member = await registerMember(app, {}, '203.0.113.50');
    const attacker = '192.0.2.150';
    for (let i = 0; i < 5; i += 1) {
      const captcha = i >= 3 ? await solvedCaptcha(app) : {};
      expect((await login(app, member.username, 'Wrong12345', { ip: attacker, ...captcha })).status).toBe(
        400,
      );
    }
    // the attacker's pair is locked
    const locked = await login(app, member.username, member.password, {
      ip: attacker,
      ...(await solvedCaptcha(app)),
    });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('TOO_MANY_ATTEMPTS');
    // the account as a whole asks for the captcha, it is not locked
    const needs = await login(app, member.username, member.password, { ip: '203.0.113.50' });
    expect(needs.body).toMatchObject({ code: 'CAPTCHA_NEEDED', message: ERROR_MESSAGES.CAPTCHA_NEEDED });
    const victim = await login(app, member.username, member.password, {
      ip: '203.0.113.50',
      ...(await solvedCaptcha(app)),
    });
    expect(victim.status).toBe(200);
    expectSignedIn(victim.body.value);
    // the victim's success does not hand the attacker a fresh count
    const still = await login(app, member.username, member.password, {
      ip: attacker,
      ...(await solvedCaptcha(app)),
    });
    expect(still.status).toBe(429);
  });

  it('keeps the per-IP lock across accounts', async () => {
    const app = testApp(database.db);
    const ip = '192.0.2.151';
    for (let i = 0; i < 5; i += 1) {
      const captcha = i >= 3 ? await solvedCaptcha(app) : {};
      await login(app, uniqueName('ghost'), 'Wrong12345', { ip, ...captcha });
    }
    const result = await call(app, api.session.login, {
      body: { username: 'agent', password: 'Agent1234!', type: 'USERNAME', ...(await solvedCaptcha(app)) },
      ip,
    });
    expect(result.status).toBe(429);
  });
});

/**
 * The same burst on PostgreSQL, where requests really run in parallel on a pool of connections.
 * Runs when TEST_DATABASE_URL names a throwaway server: it (re)creates a database of its own
 * next to the one given (`<name>_lockout`), so the PostgreSQL catalogue test can keep its own.
 */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('login lockout under concurrency on PostgreSQL', () => {
  let postgres: Database | undefined;
  afterAll(async () => {
    await postgres?.close();
  });

  it('checks at most 5 of 200 parallel wrong guesses, and the right password in the burst gets no token', async () => {
    postgres = await openDatabase({ url: await freshPostgres(url ?? '', 'lockout', 'production') });
    const app = testApp(postgres.db);
    const ip = '198.51.100.204';
    const { member, results, checked } = await burstOnOnePair(app, ip);
    const signedIn = results[200]?.status === 200 ? 1 : 0;
    expect(checked + signedIn).toBeLessThanOrEqual(5);
    if (checked === 5) expect(results[200]?.status).toBe(429);
    const after = await login(app, member.username, member.password, { ip, ...(await solvedCaptcha(app)) });
    expect(after.status).toBe(429);
  }, 120_000);
});
