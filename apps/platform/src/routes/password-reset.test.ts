import { api } from '@marquee/api-client/contract';
import { MINUTE } from '../services/clock';
import {
  expectSignedIn,
  latestCode,
  login,
  outbox,
  registerMember,
  uniqueName,
} from '../test-support/accounts';
import { call, manualClock, testApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();
type App = ReturnType<typeof testApp>;

/** A member with a bound email, and the code of the reset mail it was just sent. */
async function memberWithResetMail(app: App) {
  const email = `${uniqueName('mail')}@example.com`;
  const member = await registerMember(app, { email });
  const asked = await call(app, api.member.forgotPasswordEmail, {
    body: { username: member.username, email },
  });
  expect(asked.status).toBe(200);
  return { ...member, email, resetCode: await latestCode(app, email, 'mail') };
}

const setPassword = (app: App, resetCode: string, newPassword: string) =>
  call(app, api.member.setPasswordByEmail, { body: { resetCode, newPassword } });

function expectInvalidLink(result: Awaited<ReturnType<typeof setPassword>>) {
  expect(result.status).toBe(400);
  expect(result.body).toMatchObject({
    success: false,
    code: 'RESET_CODE_INVALID',
    message: 'This reset link has expired or has already been used',
  });
}

describe('forgot password by email: the mailed link sets a new password', () => {
  it('mails a /?resetCode= link whose code sets the password once and ends every session', async () => {
    const app = testApp(database.db);
    const member = await memberWithResetMail(app);
    const [mail] = await outbox(app, member.email, 'mail');
    expect(mail?.body).toContain(`http://127.0.0.1:8080/?resetCode=${member.resetCode}`);

    const done = await setPassword(app, member.resetCode, 'Renewed123');
    expect(done.status).toBe(200);
    expect(done.body.value).toEqual({ account: member.username });
    // the session of the registration is over; the new password works, the old one not
    expect((await call(app, api.member.info, { token: member.token })).status).toBe(401);
    expect((await login(app, member.username, member.password)).body.message).toBe(
      'Incorrect username or password',
    );
    expectSignedIn((await login(app, member.username, 'Renewed123')).body.value);

    expectInvalidLink(await setPassword(app, member.resetCode, 'Another123'));
    expectSignedIn((await login(app, member.username, 'Renewed123')).body.value);
  });

  it('links to PUBLIC_ORIGIN only, whatever host the request was addressed to', async () => {
    const app = testApp(database.db, { PUBLIC_ORIGIN: 'https://play.example.com' });
    const email = `${uniqueName('mail')}@example.com`;
    const member = await registerMember(app, { email });
    const asked = await call(app, api.member.forgotPasswordEmail, {
      body: { username: member.username, email },
      origin: 'http://attacker.example',
      headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' },
    });
    expect(asked.status).toBe(200);
    const [mail] = await outbox(app, email, 'mail');
    expect(mail?.body).toContain('https://play.example.com/?resetCode=');
    expect(mail?.body).not.toContain('attacker.example');
  });

  it('expires an hour after the mail', async () => {
    const clock = manualClock();
    const app = testApp(database.db, {}, { now: clock.now });
    const member = await memberWithResetMail(app);
    clock.advance(60 * MINUTE + 1);
    expectInvalidLink(await setPassword(app, member.resetCode, 'Renewed123'));
    expectSignedIn((await login(app, member.username, member.password)).body.value);
  });

  it('checks the password rule before it spends the code', async () => {
    const app = testApp(database.db);
    const member = await memberWithResetMail(app);
    const weak = await setPassword(app, member.resetCode, 'short');
    expect(weak.status).toBe(400);
    expect(weak.body.code).not.toBe('RESET_CODE_INVALID');
    expect((await setPassword(app, member.resetCode, 'Renewed123')).status).toBe(200);
  });

  it('voids the other links mailed to the member once one of them was used', async () => {
    const app = testApp(database.db);
    const member = await memberWithResetMail(app);
    await call(app, api.member.forgotPasswordEmail, {
      body: { username: member.username, email: member.email },
    });
    const second = await latestCode(app, member.email, 'mail');
    expect(second).not.toBe(member.resetCode);
    expect((await setPassword(app, second, 'Renewed123')).status).toBe(200);
    expectInvalidLink(await setPassword(app, member.resetCode, 'Another123'));
  });

  it.each(['', 'not-a-code', 'x'.repeat(64)])('refuses the code %j', async (resetCode) => {
    expectInvalidLink(await setPassword(testApp(database.db), resetCode, 'Renewed123'));
  });

  it('takes the code only enciphered, like the phone reset', async () => {
    const app = testApp(database.db);
    const member = await memberWithResetMail(app);
    const plain = await call(app, api.member.setPasswordByEmail, {
      body: { resetCode: member.resetCode, newPassword: 'Renewed123' },
      plain: true,
    });
    expect(plain.status).toBe(400);
    expect((await setPassword(app, member.resetCode, 'Renewed123')).status).toBe(200);
  });
});
