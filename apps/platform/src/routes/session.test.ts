import { api, ERROR_MESSAGES, encryptPayload } from '@marquee/api-client/contract';
import { eq } from 'drizzle-orm';
import { DEV_PAYLOAD_KEY } from '../config';
import { members, sessions } from '../db/schema';
import { TOKEN_ENDPOINTS } from '../http/require-session';
import { sha256 } from '../services/accounts/tokens';
import { HOUR, MINUTE } from '../services/clock';
import { DEMO_CREDIT } from '../services/wallet/wallet';
import {
  expectSignedIn,
  latestCode,
  login,
  registerMember,
  solvedCaptcha,
  uniqueName,
} from '../test-support/accounts';
import { call, manualClock, request, testApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();

describe('session.login', () => {
  it('signs the demo account in with a 256-bit token, storing only its hash', async () => {
    const app = testApp(database.db);
    const { status, body } = await login(app, 'demo', 'Demo1234!');
    expect(status).toBe(200);
    expect(body.value).toEqual({ token: expect.any(String), firstTimeLogin: false, passwordExpired: false });
    expectSignedIn(body.value);
    expect(Buffer.from(body.value.token, 'base64url')).toHaveLength(32);
    const stored = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(body.value.token)));
    expect(stored).toHaveLength(1);
    const all = await database.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(all.some((row) => row.hash === body.value.token)).toBe(false);
  });

  it('is case-insensitive on the account name', async () => {
    const { body } = await login(testApp(database.db), 'DeMo', 'Demo1234!');
    expectSignedIn(body.value);
  });

  it('answers one coded failure for an unknown account and a wrong password', async () => {
    const app = testApp(database.db);
    const unknown = await login(app, 'nobodyhere', 'Whatever123', { ip: '203.0.113.1' });
    const wrong = await login(app, 'agent', 'Wrong12345', { ip: '203.0.113.2' });
    for (const result of [unknown, wrong]) {
      expect(result.status).toBe(400);
      // the web app translates the code; it never says which of the two was wrong
      expect(result.body).toEqual({
        success: false,
        message: 'Incorrect username or password',
        value: null,
        code: 'WRONG_CREDENTIALS',
      });
    }
  });

  it('refuses text the database cannot store (NUL, lone surrogates) with a 400, not a 500', async () => {
    const app = testApp(database.db);
    for (const username of ['de\u0000mo', 'demo\uD800', '\uDC00x']) {
      const { status, body } = await login(app, username, 'Demo1234!', { ip: '203.0.113.9' });
      expect(status).toBe(400);
      expect(body.message).toBe("'username' contains characters that are not allowed");
    }
    const emoji = await login(app, 'demo😀', 'Demo1234!', { ip: '203.0.113.9' });
    expect(emoji.body.message).toBe('Incorrect username or password');
  });

  it('refuses a plain (unencrypted) body', async () => {
    const { status, body } = await call(testApp(database.db), api.session.login, {
      body: { username: 'demo', password: 'Demo1234!', type: 'USERNAME' },
      plain: true,
    });
    expect(status).toBe(400);
    expect(body.message).toBe('This call needs an encrypted body');
  });

  it('reads a body enciphered by the api-client', async () => {
    const res = await testApp(database.db).request('http://localhost/wps/session/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-payload-encrypted': '1' },
      body: JSON.stringify({
        data: encryptPayload({ username: 'demo', password: 'Demo1234!', type: 'USERNAME' }, DEV_PAYLOAD_KEY),
      }),
    });
    expect(res.status).toBe(200);
  });

  it('asks for a captcha from the 3rd failure of an account, then locks at 5', async () => {
    const app = testApp(database.db);
    const member = await registerMember(app);
    const ip = '198.51.100.7';
    for (let i = 0; i < 3; i += 1) {
      expect((await login(app, member.username, 'Wrong12345', { ip })).body.message).toBe(
        'Incorrect username or password',
      );
    }
    // from another IP too: the account's count applies
    const needs = await login(app, member.username, member.password, { ip: '198.51.100.8' });
    expect(needs.status).toBe(400);
    expect(needs.body).toMatchObject({ code: 'CAPTCHA_NEEDED', message: ERROR_MESSAGES.CAPTCHA_NEEDED });
    const wrongCaptcha = await login(app, member.username, member.password, {
      ip,
      captchaId: (await solvedCaptcha(app)).captchaId,
      captchaCode: 'zzzzz',
    });
    expect(wrongCaptcha.body).toMatchObject({ code: 'CAPTCHA_WRONG', message: ERROR_MESSAGES.CAPTCHA_WRONG });
    for (let i = 0; i < 2; i += 1) {
      const result = await login(app, member.username, 'Wrong12345', { ip, ...(await solvedCaptcha(app)) });
      expect(result.body.message).toBe('Incorrect username or password');
    }
    // 5 failures: locked, even with the right password and a good captcha
    const locked = await login(app, member.username, member.password, { ip, ...(await solvedCaptcha(app)) });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: ERROR_MESSAGES.TOO_MANY_ATTEMPTS,
    });
  });

  it('unlocks 5 minutes after the last failure and clears the count on success', async () => {
    const clock = manualClock();
    const app = testApp(database.db, {}, { now: clock.now });
    const member = await registerMember(app);
    const ip = '198.51.100.9';
    for (let i = 0; i < 5; i += 1) {
      const captcha = i >= 3 ? await solvedCaptcha(app) : {};
      await login(app, member.username, 'Wrong12345', { ip, ...captcha });
    }
    expect((await login(app, member.username, member.password, { ip })).status).toBe(429);
    clock.advance(5 * MINUTE + 1000);
    const back = await login(app, member.username, member.password, { ...(await solvedCaptcha(app)) });
    expectSignedIn(back.body.value);
    // cleared: no captcha needed any more
    expectSignedIn((await login(app, member.username, member.password)).body.value);
  });

  it('throttles one IP trying many accounts', async () => {
    const app = testApp(database.db);
    const ip = '192.0.2.77';
    for (let i = 0; i < 5; i += 1) {
      const captcha = i >= 3 ? await solvedCaptcha(app) : {};
      await login(app, uniqueName('ghost'), 'Wrong12345', { ip, ...captcha });
    }
    const result = await login(app, 'demo', 'Demo1234!', { ip, ...(await solvedCaptcha(app)) });
    expect(result.status).toBe(429);
    expect(result.body.message).toBe('Too many attempts, please retry after 5 minutes');
  });

  it('reports the forced-change flags only with PWDEXPFORCECHANGE3 on', async () => {
    const app = testApp(database.db);
    expect((await login(app, 'expired', 'Expired1234!')).body.value).toMatchObject({
      passwordExpired: true,
      firstTimeLogin: false,
    });
    expect((await login(app, 'downline1', 'Downline1234!')).body.value).toMatchObject({
      passwordExpired: false,
      firstTimeLogin: true,
    });
    const off = testApp(database.db, { FEATURES: 'DIRECTREG3,USERNAMEREG3' });
    expect((await login(off, 'expired', 'Expired1234!')).body.value).toMatchObject({
      passwordExpired: false,
      firstTimeLogin: false,
    });
  });

  it('accepts the mobile number as the username with type "" and MOBILE', async () => {
    const app = testApp(database.db);
    expectSignedIn((await login(app, '9170000002', 'Agent1234!', { type: '' })).body.value);
    expectSignedIn((await login(app, '639170000002', 'Agent1234!', { type: 'MOBILE' })).body.value);
    expect(
      (await login(app, '9170000002', 'Agent1234!', { type: 'USERNAME', ip: '192.0.2.200' })).status,
    ).toBe(400);
  });
});

describe('sessions', () => {
  it('expire after 30 idle minutes, sliding with use', async () => {
    const clock = manualClock();
    const app = testApp(database.db, {}, { now: clock.now });
    const { token } = await registerMember(app);
    clock.advance(29 * MINUTE);
    expect((await call(app, api.member.info, { token })).status).toBe(200);
    clock.advance(29 * MINUTE);
    expect((await call(app, api.member.info, { token })).status).toBe(200);
    clock.advance(31 * MINUTE);
    const { status, body } = await call(app, api.member.info, { token });
    expect(status).toBe(401);
    expect(body).toEqual({
      success: false,
      message: ERROR_MESSAGES.NOT_LOGGED_IN,
      value: null,
      code: 'NOT_LOGGED_IN',
    });
  });

  it('end 12 hours after sign-in however active', async () => {
    const clock = manualClock();
    const app = testApp(database.db, {}, { now: clock.now });
    const { token } = await registerMember(app);
    let elapsed = 0;
    // used every 20 minutes: never idle, yet over at 12 hours
    while (elapsed + 20 * MINUTE < 12 * HOUR) {
      clock.advance(20 * MINUTE);
      elapsed += 20 * MINUTE;
      expect((await call(app, api.wallet.balance, { token })).status).toBe(200);
    }
    clock.advance(12 * HOUR - elapsed + MINUTE);
    expect((await call(app, api.wallet.balance, { token })).status).toBe(401);
  });

  it('follow the dev clock route', async () => {
    const app = testApp(database.db);
    const { token } = await registerMember(app);
    const res = await request(app, '/__dev/clock', { method: 'POST', json: { offsetMs: 31 * MINUTE } });
    expect(res.status).toBe(200);
    expect((await call(app, api.member.info, { token })).status).toBe(401);
    await request(app, '/__dev/clock', { method: 'POST', json: { offsetMs: 0 } });
    expect((await request(app, '/__dev/clock', { method: 'POST', json: { offsetMs: 'x' } })).status).toBe(
      400,
    );
  });

  it('logout revokes the token', async () => {
    const app = testApp(database.db);
    const { token } = await registerMember(app);
    const out = await call(app, api.session.logout, { token });
    expect(out.status).toBe(200);
    expect(out.body.value).toBeNull();
    expect((await call(app, api.member.info, { token })).status).toBe(401);
    expect((await call(app, api.session.logout, { token })).status).toBe(401);
  });

  it('every token route answers 401 without a token or with a bad one', async () => {
    const app = testApp(database.db);
    expect(TOKEN_ENDPOINTS.length).toBeGreaterThan(20);
    const bad = ['', 'garbage', 'A'.repeat(43), 'Bearer-less', `${'x'.repeat(42)}!`];
    for (const endpoint of TOKEN_ENDPOINTS) {
      const none = await call(app, endpoint, endpoint.method === 'GET' ? {} : { body: {} });
      expect(none.status, `${endpoint.method} ${endpoint.path}`).toBe(401);
      expect(none.body.message).toBe(ERROR_MESSAGES.NOT_LOGGED_IN);
      for (const token of bad) {
        const result = await call(app, endpoint, {
          token,
          ...(endpoint.method === 'GET' ? {} : { body: {} }),
        });
        expect(result.status, `${endpoint.path} with '${token}'`).toBe(401);
      }
    }
  });
});

describe('session.freePlay', () => {
  const body = { os: 'Linux', platform: 'W' as const, random: 'U2FsdGVkX1abc', gatewayVersion: 3 as const };

  it('creates a trial member (isAgent 4) with the demo balance and signs it in', async () => {
    const app = testApp(database.db);
    const { status, body: answer } = await call(app, api.session.freePlay, { body });
    expect(status).toBe(200);
    expectSignedIn(answer.value);
    const info = await call(app, api.member.info, { token: answer.value.token });
    expect(info.body.value).toMatchObject({ isAgent: 4, type: 4 });
    expect(info.body.value.account).toMatch(/^trial_[0-9a-f]{8}$/);
    const balance = await call(app, api.wallet.balance, { token: answer.value.token });
    expect(balance.body.value).toEqual({ sumBalance: DEMO_CREDIT, currency: 'PHP' });
  });

  it('needs FREEPLAY3 and a well-formed request', async () => {
    const off = await call(testApp(database.db, { FEATURES: 'DIRECTREG3' }), api.session.freePlay, { body });
    expect(off.status).toBe(403);
    const bad = await call(testApp(database.db), api.session.freePlay, { body: { ...body, platform: 'X' } });
    expect(bad.status).toBe(400);
  });
});

describe('session.loginByCode', () => {
  it('signs in with an SMS code from smsNoLogin, once', async () => {
    const app = testApp(database.db);
    const phone = { mobileNum: '9170000004', countryDialingCode: '63' };
    expect((await call(app, api.verification.smsNoLogin, { body: phone })).body.value).toEqual({
      expiredMinutes: 1,
    });
    const code = await latestCode(app, phone.mobileNum, 'sms');
    const first = await call(app, api.session.loginByCode, {
      body: { ...phone, verificationCode: code },
      ip: '203.0.113.99',
    });
    expectSignedIn(first.body.value);
    const again = await call(app, api.session.loginByCode, { body: { ...phone, verificationCode: code } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Invalid or expired verification code');
  });

  it('gives an unknown number nothing to sign in with', async () => {
    const app = testApp(database.db);
    const phone = { mobileNum: '9999999001', countryDialingCode: '63' };
    expect((await call(app, api.verification.smsNoLogin, { body: phone })).status).toBe(200);
    expect(await (await request(app, '/__dev/outbox?to=9999999001&kind=sms')).json()).toMatchObject({
      value: [],
    });
    const result = await call(app, api.session.loginByCode, {
      body: { ...phone, verificationCode: '123456' },
    });
    expect(result.status).toBe(400);
  });
});

describe('seeded accounts', () => {
  it('has the agent with two downlines and the VIP demo member', async () => {
    const [agent] = await database.db.select().from(members).where(eq(members.account, 'agent'));
    const downlines = await database.db.select().from(members).where(eq(members.uplineId, agent!.id));
    expect(agent?.isAgent).toBe(1);
    expect(downlines.map((member) => member.account).sort()).toEqual(['downline1', 'downline2']);
    const [demo] = await database.db.select().from(members).where(eq(members.account, 'demo'));
    expect(demo).toMatchObject({ rankLevel: 5, mobile: '9170000001', countryDialingCode: '63' });
  });
});
