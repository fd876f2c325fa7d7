import { api, ERROR_MESSAGES } from '@marquee/api-client/contract';
import { latestCode, registerBody, solvedCaptcha, uniqueMobile } from '../test-support/accounts';
import { call, manualClock, testApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();

const needed = {
  success: false,
  code: 'CAPTCHA_NEEDED',
  message: ERROR_MESSAGES.CAPTCHA_NEEDED,
  value: null,
};

describe('registration asks for a captcha after 5 attempts from an IP', () => {
  it('lets 5 through, asks the 6th for a captcha, takes a good one; another IP is not affected', async () => {
    const clock = manualClock();
    const app = testApp(database.db, {}, { now: clock.now });
    const ip = '198.51.100.70';
    for (let i = 0; i < 5; i += 1) {
      expect((await call(app, api.member.register, { body: registerBody(), ip })).status).toBe(200);
    }
    const sixth = registerBody();
    const refused = await call(app, api.member.register, { body: sixth, ip });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(needed);
    const wrong = await call(app, api.member.register, {
      body: { ...sixth, captchaId: (await solvedCaptcha(app)).captchaId, captchaCode: 'zzzzz' },
      ip,
    });
    expect(wrong.body.code).toBe('CAPTCHA_WRONG');
    const solved = await call(app, api.member.register, {
      body: { ...sixth, ...(await solvedCaptcha(app)) },
      ip,
    });
    expect(solved.status).toBe(200);
    // a taken name is not told without a captcha either
    const taken = await call(app, api.member.register, {
      body: registerBody({ username: sixth.username }),
      ip,
    });
    expect(taken.body).toEqual(needed);

    expect((await call(app, api.member.register, { body: registerBody(), ip: '198.51.100.71' })).status).toBe(
      200,
    );

    clock.advance(16 * 60_000);
    expect((await call(app, api.member.register, { body: registerBody(), ip })).status).toBe(200);
  });

  it('does not tell whether an invitation code exists before the captcha', async () => {
    const app = testApp(database.db);
    const ip = '198.51.100.74';
    for (let i = 0; i < 5; i += 1) {
      expect((await call(app, api.member.register, { body: registerBody(), ip })).status).toBe(200);
    }
    const unknownCode = registerBody({ affiliateCode: 'NOSUCHCODE' });
    expect((await call(app, api.member.register, { body: unknownCode, ip })).body).toEqual(needed);
    const withCaptcha = await call(app, api.member.register, {
      body: { ...unknownCode, ...(await solvedCaptcha(app)) },
      ip,
    });
    expect(withCaptcha.body.code).toBe('BAD_INVITATION');
  });

  it('counts registration SMS codes and mobile registrations from the same IP', async () => {
    const app = testApp(database.db);
    const ip = '198.51.100.72';
    for (let i = 0; i < 5; i += 1) {
      const phone = { mobileNum: uniqueMobile(), countryDialingCode: '63' };
      const route = i % 2 === 0 ? api.verification.smsRegister : api.verification.smsRegisterMobile;
      expect((await call(app, route, { body: phone, ip })).status).toBe(200);
    }
    const phone = { mobileNum: uniqueMobile(), countryDialingCode: '63' };
    expect((await call(app, api.verification.smsRegisterMobile, { body: phone, ip })).body).toEqual(needed);
    const body = { ...registerBody(), ...phone, verificationCode: '123456' };
    expect((await call(app, api.member.registerMobile, { body, ip })).body).toEqual(needed);

    const sent = await call(app, api.verification.smsRegisterMobile, {
      body: { ...phone, ...(await solvedCaptcha(app)) },
      ip,
    });
    expect(sent.status).toBe(200);
    const verificationCode = await latestCode(app, phone.mobileNum, 'sms');
    const registered = await call(app, api.member.registerMobile, {
      body: { ...body, verificationCode, ...(await solvedCaptcha(app)) },
      ip,
    });
    expect(registered.status).toBe(200);
  });

  it('lets no more than 5 of 50 parallel registrations from one IP through without a captcha', async () => {
    const app = testApp(database.db);
    const ip = '198.51.100.73';
    const results = await Promise.all(
      Array.from({ length: 50 }, () => call(app, api.member.register, { body: registerBody(), ip })),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(5);
    const rest = results.filter((result) => result.status !== 200);
    expect(rest).toHaveLength(45);
    for (const result of rest) expect(result.body).toEqual(needed);
  });
});
