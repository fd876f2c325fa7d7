import { api, ERROR_MESSAGES, encryptPayload } from '@marquee/api-client/contract';
import { eq } from 'drizzle-orm';
import { DEV_PAYLOAD_KEY } from '../config';
import { sessions } from '../db/schema';
import { sha256 } from '../services/accounts/tokens';
import { MINUTE } from '../services/clock';
import { expectSignedIn, login, registerMember, solvedCaptcha, uniqueName } from '../test-support/accounts';
import { call, manualClock, testApp, useSeededDatabase } from '../test-support/harness';

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
