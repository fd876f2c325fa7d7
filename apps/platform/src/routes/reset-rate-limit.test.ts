import { api, ERROR_MESSAGES } from '@marquee/api-client/contract';
import { outbox, registerMember, solvedCaptcha, uniqueMobile, uniqueName } from '../test-support/accounts';
import { call, testApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();

const refused = {
  success: false,
  code: 'TOO_MANY_RESETS',
  message: ERROR_MESSAGES.TOO_MANY_RESETS,
  value: null,
};

describe('password-reset mails are rate limited', () => {
  it('50 requests at once for one account queue 3 mails; the rest get a coded 429', async () => {
    const app = testApp(database.db);
    const email = `${uniqueName('flood')}@example.com`;
    const member = await registerMember(app, { email });
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(app, api.member.forgotPasswordEmail, {
          body: { username: member.username, email },
          ip: '198.51.100.60',
        }),
      ),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(3);
    const rest = results.filter((result) => result.status !== 200);
    expect(rest).toHaveLength(47);
    for (const result of rest) {
      expect(result.status).toBe(429);
      expect(result.body).toEqual(refused);
    }
    expect(await outbox(app, email, 'mail')).toHaveLength(3);
  });

  it('limits one address asked under many account names, and says the same for unknown ones', async () => {
    const app = testApp(database.db);
    const email = `${uniqueName('flood')}@example.com`;
    const results = [];
    for (let i = 0; i < 5; i += 1) {
      results.push(
        await call(app, api.member.forgotPasswordEmail, {
          body: { username: uniqueName('nobody'), email },
          ip: `198.51.100.${70 + i}`,
        }),
      );
    }
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 429, 429]);
  });

  it('limits one IP asking for many accounts: 10 in 15 minutes', async () => {
    const app = testApp(database.db);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(app, api.member.forgotPasswordEmail, {
          body: { username: uniqueName('nobody'), email: `${uniqueName('x')}@example.com` },
          ip: '198.51.100.61',
        }),
      ),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(10);
    expect(results.filter((result) => result.body.code === 'TOO_MANY_RESETS')).toHaveLength(40);
  });
});

describe('SMS codes are rate limited per number and per IP', () => {
  it('50 requests at once for one number send 3 SMS', async () => {
    const app = testApp(database.db);
    const mobile = uniqueMobile();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(app, api.verification.smsRegister, {
          body: { mobileNum: mobile, countryDialingCode: '63' },
          ip: `198.51.100.${100 + (i % 50)}`,
        }),
      ),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(3);
    expect(results.filter((result) => result.body.code === 'TOO_MANY_SMS')).toHaveLength(47);
    expect(await outbox(app, mobile, 'sms')).toHaveLength(3);
  });

  it('50 requests at once from one IP for many numbers send 10', async () => {
    const app = testApp(database.db);
    // registration codes ask for a captcha after a few from one IP: each request carries one
    const solved = await Promise.all(Array.from({ length: 50 }, () => solvedCaptcha(app)));
    const results = await Promise.all(
      solved.map((captcha) =>
        call(app, api.verification.smsRegister, {
          body: { mobileNum: uniqueMobile(), countryDialingCode: '63', ...captcha },
          ip: '198.51.100.62',
        }),
      ),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(10);
    expect(results.filter((result) => result.body.code === 'TOO_MANY_SMS')).toHaveLength(40);
  });
});
