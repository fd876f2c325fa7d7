import { api } from '@marquee/api-client/contract';
import { eq } from 'drizzle-orm';
import { members } from '../db/schema';
import {
  expectSignedIn,
  latestCode,
  login,
  outbox,
  registerMember,
  registerWithMobile,
  uniqueName,
} from '../test-support/accounts';
import { call, testApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();

describe('member.changePassword', () => {
  it('changes the password, clears the forced flags and signs other sessions out', async () => {
    const app = testApp(database.db);
    const first = (await login(app, 'downline2', 'Downline1234!')).body.value.token;
    const second = (await login(app, 'downline2', 'Downline1234!')).body.value.token;
    const body = {
      oldPassword: 'Downline1234!',
      newPassword: 'Changed123!',
      confirmNewPassword: 'Changed123!',
    };
    const { status } = await call(app, api.member.changePassword, { token: first, body });
    expect(status).toBe(200);
    expect((await call(app, api.member.info, { token: first })).status).toBe(200);
    expect((await call(app, api.member.info, { token: second })).status).toBe(401);
    expect((await login(app, 'downline2', 'Downline1234!')).status).toBe(400);
    expectSignedIn((await login(app, 'downline2', 'Changed123!')).body.value);
  });

  it('clears passwordExpired and firstTimeLogin', async () => {
    const app = testApp(database.db);
    const member = await registerMember(app);
    await database.db
      .update(members)
      .set({ firstTimeLogin: true, passwordChangedAt: new Date('2020-01-01') })
      .where(eq(members.account, member.username));
    const before = (await login(app, member.username, member.password)).body.value;
    expect(before).toMatchObject({ firstTimeLogin: true, passwordExpired: true });
    await call(app, api.member.changePassword, {
      token: before.token,
      body: { oldPassword: member.password, newPassword: 'Fresh12345', confirmNewPassword: 'Fresh12345' },
    });
    expect((await login(app, member.username, 'Fresh12345')).body.value).toMatchObject({
      firstTimeLogin: false,
      passwordExpired: false,
    });
  });

  it.each([
    [{ oldPassword: 'Wrong12345' }, 'Incorrect old password'],
    [{ oldPassword: '' }, 'Please enter your old password'],
    [
      { newPassword: 'short', confirmNewPassword: 'short' },
      'Please fill in your password with 8 - 20 characters',
    ],
    [{ newPassword: 'nodigitshere', confirmNewPassword: 'nodigitshere' }, 'Password format is incorrect'],
    [{ confirmNewPassword: 'Other1234' }, 'Incorrect confirmation input'],
    [
      { newPassword: 'Secret123', confirmNewPassword: 'Secret123' },
      'The new password must differ from the old one',
    ],
  ])('refuses %j', async (overrides, message) => {
    const app = testApp(database.db);
    const { token } = await registerMember(app);
    const body = {
      oldPassword: 'Secret123',
      newPassword: 'Next12345',
      confirmNewPassword: 'Next12345',
      ...overrides,
    };
    const result = await call(app, api.member.changePassword, { token, body });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(message);
  });
});

describe('member.forgotPasswordEmail', () => {
  it('mails a reset code when username and email match, and answers the same otherwise', async () => {
    const app = testApp(database.db);
    const email = `${uniqueName('mail')}@example.com`;
    const member = await registerMember(app, { email });
    const match = await call(app, api.member.forgotPasswordEmail, {
      body: { username: member.username, email },
    });
    const mismatch = await call(app, api.member.forgotPasswordEmail, {
      body: { username: member.username, email: 'other@example.com' },
    });
    const unknown = await call(app, api.member.forgotPasswordEmail, {
      body: { username: 'nobody999', email },
    });
    for (const result of [match, mismatch, unknown]) {
      expect(result.status).toBe(200);
      expect(result.body).toEqual({
        success: true,
        message: 'If the details match, a reset mail has been sent',
        value: null,
      });
    }
    const mails = await outbox(app, email, 'mail');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain(member.username);
    expect(mails[0]?.code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await outbox(app, 'other@example.com', 'mail')).toEqual([]);
  });

  it('checks the username and email formats', async () => {
    const app = testApp(database.db);
    const bad = await call(app, api.member.forgotPasswordEmail, { body: { username: 'demo', email: 'x' } });
    expect(bad.status).toBe(400);
    const missing = await call(app, api.member.forgotPasswordEmail, {
      body: { username: 'demoxx', email: '' },
    });
    expect(missing.body.message).toBe('Please enter your email');
  });
});

describe('member.setPasswordByPhone', () => {
  it('sets the password with the SMS code; the client then logs in with the number', async () => {
    const app = testApp(database.db);
    const member = await registerWithMobile(database.db);
    const phone = { mobileNum: member.mobileNum, countryDialingCode: '63' };
    await call(app, api.verification.smsNoLogin, { body: phone });
    const code = await latestCode(app, phone.mobileNum, 'sms');
    const body = { ...phone, newPassword: 'PhoneReset1', verificationCode: code };
    const { status } = await call(app, api.member.setPasswordByPhone, { body });
    expect(status).toBe(200);
    // every old session is over
    expect((await call(app, api.member.info, { token: member.token })).status).toBe(401);
    expectSignedIn((await login(app, phone.mobileNum.trim(), 'PhoneReset1', { type: '' })).body.value);
    const reused = await call(app, api.member.setPasswordByPhone, { body });
    expect(reused.body.message).toBe('Invalid or expired verification code');
  });

  it('refuses a bad password and needs CHNGPASSVERIF3', async () => {
    const app = testApp(database.db);
    const body = {
      mobileNum: '9170000003',
      countryDialingCode: '63',
      newPassword: 'short',
      verificationCode: '123456',
    };
    expect((await call(app, api.member.setPasswordByPhone, { body })).body.message).toBe(
      'Please fill in your password with 8 - 20 characters',
    );
    const off = testApp(database.db, { FEATURES: 'DIRECTREG3' });
    expect((await call(off, api.member.setPasswordByPhone, { body })).status).toBe(403);
  });
});
