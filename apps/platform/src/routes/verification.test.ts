import { api } from '@marquee/api-client/contract';
import { eq } from 'drizzle-orm';
import { smsCodes } from '../db/schema';
import { consumeCaptcha } from '../services/accounts/captcha';
import { MINUTE } from '../services/clock';
import {
  callAnsweringCaptcha,
  expectSignedIn,
  latestCode,
  login,
  outbox,
  registerMember,
  registerWithMobile,
  uniqueMobile,
  uniqueName,
} from '../test-support/accounts';
import {
  call,
  manualClock,
  PRODUCTION_ENV,
  PRODUCTION_PAYLOAD_KEY,
  request,
  testApp,
  testDeps,
  useSeededDatabase,
} from '../test-support/harness';

const database = useSeededDatabase();

describe('verification SMS codes', () => {
  it('sends a 6-digit code that works once', async () => {
    const app = testApp(database.db);
    const phone = { mobileNum: uniqueMobile(), countryDialingCode: '+63' };
    const { status, body } = await callAnsweringCaptcha(app, api.verification.smsRegister, { body: phone });
    expect(status).toBe(200);
    expect(body.value).toEqual({ expiredMinutes: 1 });
    const [sms] = await outbox(app, phone.mobileNum, 'sms');
    expect(sms?.code).toMatch(/^\d{6}$/);
    expect(sms?.body).toContain(`+63 ${phone.mobileNum}`);
    const register = (verificationCode: string) =>
      callAnsweringCaptcha(app, api.member.registerMobile, {
        body: {
          ...phone,
          verificationCode,
          password: 'Secret123',
          verifyPwd: 'Secret123',
          registerUrl: '',
          domain: '',
          registerMethod: 'WEB',
          agreeTerms: true,
          ageConfirmed: true,
        },
      });
    expectSignedIn((await register(sms!.code!)).body.value);
  });

  it('expires after expiredMinutes (SMS_EXPIRED_MINUTES)', async () => {
    const clock = manualClock();
    const app = testApp(database.db, { SMS_EXPIRED_MINUTES: '2' }, { now: clock.now });
    const phone = { mobileNum: '9170000003', countryDialingCode: '63' };
    expect((await call(app, api.verification.smsNoLogin, { body: phone })).body.value).toEqual({
      expiredMinutes: 2,
    });
    const code = await latestCode(app, phone.mobileNum, 'sms');
    clock.advance(2 * MINUTE + 1);
    const late = await call(app, api.session.loginByCode, { body: { ...phone, verificationCode: code } });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('Invalid or expired verification code');
  });

  it('voids a code after 5 wrong guesses', async () => {
    const app = testApp(database.db);
    const phone = { mobileNum: '9170000004', countryDialingCode: '63' };
    await call(app, api.verification.smsNoLogin, { body: phone, ip: '192.0.2.1' });
    const code = await latestCode(app, phone.mobileNum, 'sms');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      await call(app, api.session.loginByCode, { body: { ...phone, verificationCode: wrong } });
    }
    const right = await call(app, api.session.loginByCode, { body: { ...phone, verificationCode: code } });
    expect(right.status).toBe(400);
  });

  it('checks at most 5 of 200 parallel guesses from many addresses: the right code late never signs in', async () => {
    const app = testApp(database.db);
    const { mobileNum } = await registerWithMobile(database.db);
    const phone = { mobileNum, countryDialingCode: '63' };
    await call(app, api.verification.smsNoLogin, { body: phone, ip: '192.0.2.60' });
    const code = await latestCode(app, mobileNum, 'sms');
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const guesses = Array.from({ length: 200 }, (_, i) => (i === 100 || i === 199 ? code : wrong(i)));
    const results = await Promise.all(
      guesses.map((verificationCode, i) =>
        call(app, api.session.loginByCode, {
          body: { ...phone, verificationCode },
          ip: `198.18.${Math.floor(i / 5)}.${(i % 5) + 1}`,
        }),
      ),
    );
    expect(results.filter((result) => result.status === 200)).toEqual([]);
    const [row] = await database.db
      .select({ attempts: smsCodes.attempts })
      .from(smsCodes)
      .where(eq(smsCodes.mobile, mobileNum));
    expect(row?.attempts).toBe(5);
    const after = await call(app, api.session.loginByCode, { body: { ...phone, verificationCode: code } });
    expect(after.status).toBe(400);
  });

  it('answers 429 to the 4th request for one number within 5 minutes', async () => {
    const clock = manualClock();
    const app = testApp(database.db, {}, { now: clock.now });
    const phone = { mobileNum: uniqueMobile(), countryDialingCode: '63' };
    for (let i = 0; i < 3; i += 1) {
      expect((await callAnsweringCaptcha(app, api.verification.smsRegister, { body: phone })).status).toBe(
        200,
      );
    }
    const fourth = await callAnsweringCaptcha(app, api.verification.smsRegisterMobile, { body: phone });
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({
      success: false,
      message: 'Too many requests, please retry after 5 minutes',
      value: null,
      code: 'TOO_MANY_SMS',
    });
    clock.advance(5 * MINUTE + 1);
    expect((await callAnsweringCaptcha(app, api.verification.smsRegister, { body: phone })).status).toBe(200);
  });

  it.each([
    [{ mobileNum: '12ab', countryDialingCode: '63' }],
    [{ mobileNum: '', countryDialingCode: '63' }],
    [{ mobileNum: '9171234567', countryDialingCode: 'PH' }],
    [{ mobileNum: '1'.repeat(20), countryDialingCode: '63' }],
  ])('refuses %j with 400 Phone number format is incorrect', async (body) => {
    const result = await call(testApp(database.db), api.verification.smsNoLogin, { body });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe('Phone number format is incorrect');
  });

  it('refuses a register code for a number that has an account', async () => {
    const result = await callAnsweringCaptcha(testApp(database.db), api.verification.smsRegister, {
      body: { mobileNum: '9170000001', countryDialingCode: '63' },
    });
    expect(result.body.message).toBe('Mobile number already registered');
  });

  it('checks optional captcha fields when sent', async () => {
    const app = testApp(database.db);
    const result = await callAnsweringCaptcha(app, api.verification.smsRegister, {
      body: { mobileNum: uniqueMobile(), countryDialingCode: '63', captchaId: 'nope', captchaCode: 'ABCD' },
    });
    expect(result.body.message).toBe('Incorrect captcha, please enter the captcha again');
  });
});

describe('captcha', () => {
  it('draws an SVG data URL and records the answer in the outbox', async () => {
    const app = testApp(database.db);
    const { body } = await call(app, api.captcha);
    expect(body.value.captchaId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(body.value.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(body.value.image.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toContain('<svg');
    expect(svg).not.toMatch(/@font-face|url\(|href="http/);
    const answer = await latestCode(app, body.value.captchaId, 'captcha');
    expect(answer).toMatch(/^[A-Z0-9]{4,5}$/);
  });

  it('draws the characters as outlines: no text node, the answer nowhere in the image', async () => {
    const app = testApp(database.db);
    for (let i = 0; i < 10; i += 1) {
      const { body } = await call(app, api.captcha);
      const svg = Buffer.from(body.value.image.split(',')[1]!, 'base64').toString('utf8');
      const answer = await latestCode(app, body.value.captchaId, 'captcha');
      expect(svg).not.toMatch(/<text|<tspan|font-family/);
      expect(svg).not.toContain(answer);
      expect(svg).not.toContain(answer.toLowerCase());
      expect(svg.match(/<path fill=/g)).toHaveLength(answer.length);
    }
  });

  it('is single use, case-insensitive and expires after 5 minutes', async () => {
    const clock = manualClock();
    const deps = testDeps(database.db, clock.now);
    const app = testApp(database.db, {}, { now: clock.now });
    const one = (await call(app, api.captcha)).body.value.captchaId;
    const answer = await latestCode(app, one, 'captcha');
    expect(await consumeCaptcha(deps, one, answer.toLowerCase())).toBe(true);
    expect(await consumeCaptcha(deps, one, answer)).toBe(false);
    const two = (await call(app, api.captcha)).body.value.captchaId;
    expect(await consumeCaptcha(deps, two, 'wrong')).toBe(false);
    // a wrong answer used it up too
    expect(await consumeCaptcha(deps, two, await latestCode(app, two, 'captcha'))).toBe(false);
    const three = (await call(app, api.captcha)).body.value.captchaId;
    clock.advance(5 * MINUTE + 1);
    expect(await consumeCaptcha(deps, three, await latestCode(app, three, 'captcha'))).toBe(false);
  });
});

describe('unregistered IP (verification.unregisteredIp)', () => {
  it('challenges a login from a new IP, completes with the SMS code and remembers the IP', async () => {
    const app = testApp(database.db);
    const member = await registerWithMobile(
      database.db,
      { email: `${uniqueName('ip')}@example.com` },
      '198.51.100.1',
    );
    const { mobileNum } = member;
    const first = await login(app, member.username, member.password, { ip: '198.51.100.2' });
    expect(first.status).toBe(200);
    expect(first.body.value.token).toBe('');
    expect(first.body.value.needSecondFactor?.methods).toEqual(['SMS', 'EMAIL']);
    const challengeId = first.body.value.needSecondFactor!.challengeId;
    const wrong = await call(app, api.verification.unregisteredIp, {
      body: { challengeId, method: 'SMS', code: '000000x' },
    });
    expect(wrong.status).toBe(400);
    const code = await latestCode(app, mobileNum, 'sms');
    const done = await call(app, api.verification.unregisteredIp, {
      body: { challengeId, method: 'SMS', code },
    });
    expectSignedIn(done.body.value);
    expect((await call(app, api.member.info, { token: done.body.value.token })).status).toBe(200);
    // used up
    const again = await call(app, api.verification.unregisteredIp, {
      body: { challengeId, method: 'SMS', code },
    });
    expect(again.body.message).toBe('Verification expired, please log in again');
    // the IP is known now
    expectSignedIn((await login(app, member.username, member.password, { ip: '198.51.100.2' })).body.value);
  });

  it('completes with the mailed code, and with X-Forwarded-For behind TRUST_PROXY', async () => {
    const app = testApp(database.db, { TRUST_PROXY: '1' });
    const email = `${uniqueMobile()}@example.com`;
    const member = await registerMember(app, { email });
    const first = await login(app, member.username, member.password, {});
    expectSignedIn(first.body.value);
    const res = await call(app, api.session.login, {
      body: { username: member.username, password: member.password, type: 'USERNAME' },
      headers: { 'x-forwarded-for': '203.0.113.200' },
    });
    const challenged = res.body.value as Required<typeof res.body.value>;
    expect(challenged.needSecondFactor.methods).toEqual(['EMAIL']);
    const code = await latestCode(app, email, 'mail');
    const sms = await call(app, api.verification.unregisteredIp, {
      body: { challengeId: challenged.needSecondFactor.challengeId, method: 'SMS', code },
    });
    expect(sms.status).toBe(400);
    const done = await call(app, api.verification.unregisteredIp, {
      body: { challengeId: challenged.needSecondFactor.challengeId, method: 'EMAIL', code },
    });
    expectSignedIn(done.body.value);
  });

  it('does not challenge a member with nothing bound, and expires challenges', async () => {
    const clock = manualClock();
    const app = testApp(database.db, {}, { now: clock.now });
    const bare = await registerMember(app, {}, '198.51.100.30');
    expectSignedIn((await login(app, bare.username, bare.password, { ip: '198.51.100.31' })).body.value);
    const first = await login(app, 'demo', 'Demo1234!', { ip: '198.51.100.32' });
    const challengeId = first.body.value.needSecondFactor!.challengeId;
    const code = await latestCode(app, 'demo@marquee.test', 'mail');
    clock.advance(11 * MINUTE);
    const late = await call(app, api.verification.unregisteredIp, {
      body: { challengeId, method: 'EMAIL', code },
    });
    expect(late.body.message).toBe('Verification expired, please log in again');
  });
});

describe('dev outbox', () => {
  it('filters by recipient and kind, newest first, and is gone in production', async () => {
    const app = testApp(database.db);
    const mobileNum = uniqueMobile();
    await callAnsweringCaptcha(app, api.verification.smsRegister, {
      body: { mobileNum, countryDialingCode: '63' },
    });
    await callAnsweringCaptcha(app, api.verification.smsRegister, {
      body: { mobileNum, countryDialingCode: '63' },
    });
    const entries = await outbox(app, mobileNum, 'sms');
    expect(entries).toHaveLength(2);
    expect(entries[0]!.code).not.toBeNull();
    expect((await request(app, '/__dev/outbox?kind=fax')).status).toBe(400);
    const production = testApp(database.db, PRODUCTION_ENV);
    expect((await request(production, `/__dev/outbox?to=${mobileNum}`)).status).toBe(404);
    // in production nothing is recorded: without an SMS gateway the code is refused as undeliverable
    const other = uniqueMobile();
    const sent = await call(production, api.verification.smsRegister, {
      body: { mobileNum: other, countryDialingCode: '63' },
      // an IP of its own: production has no outbox to read a captcha from
      ip: '198.51.100.74',
      payloadKey: PRODUCTION_PAYLOAD_KEY,
    });
    expect(sent.status).toBe(503);
    expect(sent.body).toMatchObject({ success: false, code: 'DELIVERY_UNAVAILABLE' });
    expect(await outbox(app, other, 'sms')).toEqual([]);
  });
});
