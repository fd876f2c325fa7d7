import { api, REGISTRATION_PATTERNS, usernameRule, validateField } from '@marquee/api-client/contract';
import { eq } from 'drizzle-orm';
import { members } from '../db/schema';
import {
  callAnsweringCaptcha,
  expectSignedIn,
  latestCode,
  login,
  registerBody,
  registerMember,
  uniqueMobile,
} from '../test-support/accounts';
import { call, request, testApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();

describe('member.register', () => {
  it('creates the member with wallet and demo credit and signs it in', async () => {
    const app = testApp(database.db);
    const body = registerBody({
      email: 'new.member@example.com',
      payeeName: 'Nina New',
      birthday: '1990-02-28',
    });
    const { status, body: answer } = await callAnsweringCaptcha(app, api.member.register, {
      body,
      ip: '203.0.113.50',
    });
    expect(status).toBe(200);
    expectSignedIn(answer.value);
    const info = await call(app, api.member.info, { token: answer.value.token });
    expect(info.body.value).toMatchObject({
      account: body.username,
      nickname: body.username,
      isAgent: 0,
      email: 'new.member@example.com',
      realName: 'Nina New',
      clubLabel: null,
      memberLabel: [],
      currency: 'PHP',
    });
    const balance = await call(app, api.wallet.balance, { token: answer.value.token });
    expect(balance.body.value).toEqual({ sumBalance: 1_000_000, currency: 'PHP' });
    // registered from that IP: a later login from it is not challenged
    expectSignedIn((await login(app, body.username, body.password, { ip: '203.0.113.50' })).body.value);
  });

  it.each([
    [{ username: 'ab1' }, 'FIELD_LENGTH', 'Please fill in your account with 6 - 16 characters'],
    [{ username: '1player' }, 'FIELD_FORMAT', 'Account format is incorrect'],
    [{ username: '' }, 'FIELD_REQUIRED', 'Please enter your account'],
    [
      { password: 'short1', verifyPwd: 'short1' },
      'FIELD_LENGTH',
      'Please fill in your password with 8 - 20 characters',
    ],
    [{ password: 'onlyletters', verifyPwd: 'onlyletters' }, 'FIELD_FORMAT', 'Password format is incorrect'],
    [{ password: 'with space 1', verifyPwd: 'with space 1' }, 'FIELD_FORMAT', 'Password format is incorrect'],
    [{ verifyPwd: 'Secret124' }, 'CONFIRM_MISMATCH', 'Incorrect confirmation input'],
    [{ email: 'not-an-email' }, 'FIELD_FORMAT', 'Email format is incorrect'],
    [{ birthday: '1990-02-30' }, 'FIELD_FORMAT', 'Birthday format is incorrect'],
    // the demo brand's players must be 21: someone born 20 years ago is refused
    [
      { birthday: `${new Date().getUTCFullYear() - 20}-01-01` },
      'BIRTHDAY_FORMAT',
      'Please enter a valid date of birth (at least 21 years old)',
    ],
    [{ agreeTerms: false as never }, 'TERMS_REQUIRED', 'Please agree to the terms and confirm your age'],
    [{ ageConfirmed: 'no' as never }, 'TERMS_REQUIRED', 'Please agree to the terms and confirm your age'],
    [{ affiliateCode: 'NOPE404' }, 'BAD_INVITATION', 'Invalid invitation code'],
    [{ mobileNum: '12-34', countryDialingCode: '63' }, 'PHONE_FORMAT', 'Phone number format is incorrect'],
  ])('refuses %j with %s', async (overrides, code, message) => {
    const { status, body } = await callAnsweringCaptcha(testApp(database.db), api.member.register, {
      body: registerBody(overrides),
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code, message });
  });

  it("sends a field failure with the rule's pattern and bounds, for the form's own wording", async () => {
    const { body } = await call(testApp(database.db), api.member.register, {
      body: registerBody({ username: 'ab1' }),
    });
    expect(body.params).toEqual({ field: 'account', patternId: 1, min: 6, max: 16 });
  });

  it('checks with validateField against the served rules', async () => {
    const app = testApp(database.db);
    const rules = (await call(app, api.system.registerSettings)).body.value;
    const username = rules.find((rule) => rule.field === 'username')!;
    expect(validateField(username, 'ab1').ok).toBe(false);
    // the served expression is the api-client's own pattern
    expect(username.acceptedPattern).toBe(REGISTRATION_PATTERNS[0]!.regex.source);
  });

  it('refuses a taken username, case-insensitively', async () => {
    const app = testApp(database.db);
    const { status, body } = await callAnsweringCaptcha(app, api.member.register, {
      body: registerBody({ username: 'DEMO01x' }),
    });
    expect(status).toBe(200);
    expect(body.value.token).toBeTruthy();
    const again = await callAnsweringCaptcha(app, api.member.register, {
      body: registerBody({ username: 'demo01X' }),
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Username already exists');
  });

  it('links the upline through a known invitation code', async () => {
    const app = testApp(database.db);
    const member = await registerMember(app, { affiliateCode: 'agent001' });
    const [row] = await database.db.select().from(members).where(eq(members.account, member.username));
    const [agent] = await database.db.select().from(members).where(eq(members.account, 'agent'));
    expect(row?.uplineId).toBe(agent?.id);
  });

  it('needs the SMS code for a phone given at username registration (REGMOBVERF3)', async () => {
    const app = testApp(database.db);
    const phone = { mobileNum: uniqueMobile(), countryDialingCode: '63' };
    const without = await callAnsweringCaptcha(app, api.member.register, {
      body: registerBody({ ...phone, verificationCode: '000000' }),
    });
    expect(without.body.message).toBe('Invalid or expired verification code');
    await callAnsweringCaptcha(app, api.verification.smsRegister, { body: phone });
    const code = await latestCode(app, phone.mobileNum, 'sms');
    const ok = await callAnsweringCaptcha(app, api.member.register, {
      body: registerBody({ ...phone, verificationCode: code }),
    });
    expectSignedIn(ok.body.value);
    const off = testApp(database.db, { FEATURES: 'DIRECTREG3,USERNAMEREG3' });
    const noCheck = await callAnsweringCaptcha(off, api.member.register, {
      body: registerBody({ mobileNum: uniqueMobile(), countryDialingCode: '63' }),
    });
    expectSignedIn(noCheck.body.value);
  });

  it('is off without DIRECTREG3 / USERNAMEREG3', async () => {
    const off = testApp(database.db, { FEATURES: 'FREEPLAY3' });
    expect((await call(off, api.member.register, { body: registerBody() })).status).toBe(403);
  });
});

describe('member.suggestUsername', () => {
  it('suggests free usernames valid under the served rule, which register as they are', async () => {
    const app = testApp(database.db);
    const suggestions = await Promise.all(
      Array.from({ length: 5 }, () => call(app, api.member.suggestUsername, { ip: '10.60.0.1' })),
    );
    for (const { status, body } of suggestions) {
      expect(status).toBe(200);
      expect(validateField(usernameRule, body.value.username).ok).toBe(true);
    }
    const username = suggestions[0]?.body.value.username ?? '';
    const registered = await callAnsweringCaptcha(app, api.member.register, {
      body: registerBody({ username }),
    });
    expect(registered.status).toBe(200);
  });

  it('answers an address at most 50 suggestions in five minutes', async () => {
    const app = testApp(database.db);
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => call(app, api.member.suggestUsername, { ip: '10.60.0.3' })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(50);
    expect(answers.filter((answer) => answer.body.code === 'TOO_MANY_ATTEMPTS')).toHaveLength(10);
  });
});

describe('member.registerMobile', () => {
  it('registers with a valid SMS code and signs in; the number then logs in as a username', async () => {
    const app = testApp(database.db);
    const phone = { mobileNum: uniqueMobile(), countryDialingCode: '63' };
    await callAnsweringCaptcha(app, api.verification.smsRegisterMobile, { body: phone });
    const code = await latestCode(app, phone.mobileNum, 'sms');
    const body = {
      ...registerBody(),
      ...phone,
      verificationCode: code,
    };
    const { status, body: answer } = await callAnsweringCaptcha(app, api.member.registerMobile, { body });
    expect(status).toBe(200);
    expectSignedIn(answer.value);
    const info = await call(app, api.member.info, { token: answer.value.token });
    expect(info.body.value).toMatchObject({ mobile: phone.mobileNum, countryDialingCode: '63' });
    expectSignedIn((await login(app, phone.mobileNum, 'Secret123', { type: '' })).body.value);
    const again = await callAnsweringCaptcha(app, api.member.registerMobile, {
      body: { ...body, verificationCode: code },
    });
    expect(again.body.message).toBe('Mobile number already registered');
  });

  it('refuses a wrong code and a bad number', async () => {
    const app = testApp(database.db);
    const phone = { mobileNum: uniqueMobile(), countryDialingCode: '63' };
    await callAnsweringCaptcha(app, api.verification.smsRegisterMobile, { body: phone });
    const wrong = await callAnsweringCaptcha(app, api.member.registerMobile, {
      body: { ...registerBody(), ...phone, verificationCode: '12345' },
    });
    expect(wrong.body.message).toBe('Invalid or expired verification code');
    const bad = await callAnsweringCaptcha(app, api.member.registerMobile, {
      body: { ...registerBody(), mobileNum: 'abc', countryDialingCode: '63', verificationCode: '123456' },
    });
    expect(bad.body.message).toBe('Phone number format is incorrect');
  });
});

describe('member.info, icon, avatar; system.countries', () => {
  it('answers the demo member with its VIP label', async () => {
    const app = testApp(database.db);
    const { token } = (await login(app, 'demo', 'Demo1234!')).body.value;
    const { body } = await call(app, api.member.info, { token });
    expect(body.value).toMatchObject({
      account: 'demo',
      nickname: 'Demo Player',
      type: 0,
      isAgent: 0,
      toUpline: false,
      clubLabel: { labelName: 'VIP 2', rankLevel: 2 },
      memberLabel: [{ labelName: 'VIP' }],
      mobile: '9170000001',
      countryDialingCode: '63',
      email: 'demo@marquee.test',
      currency: 'PHP',
    });
    expect(Date.parse(body.value.createdAt)).not.toBeNaN();
    expect((await call(app, api.member.icon, { token })).body.value).toEqual({ iconUrl: null });
    const avatar = (await call(app, api.member.avatar, { token })).body.value.avatarUrl;
    expect(avatar).toMatch(/^\/media\/avatars\/DP-\d{1,3}\.svg$/);
    const image = await request(app, avatar!);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(await image.text()).toContain('>DP<');
  });

  it('lists the dialling codes, PH first', async () => {
    const { body } = await call(testApp(database.db), api.system.countries);
    expect(body.value[0]).toEqual({ countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' });
    expect(body.value.length).toBeGreaterThanOrEqual(20);
    for (const code of ['VN', 'TH', 'ID', 'CN', 'MY'])
      expect(body.value.map((c) => c.countryCode)).toContain(code);
  });
});
