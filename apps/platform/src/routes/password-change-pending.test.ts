import { api, ERROR_MESSAGES } from '@marquee/api-client/contract';
import { eq } from 'drizzle-orm';
import { members } from '../db/schema';
import { DEFAULT_PASSWORD_POLICY } from '../reference/password-policy';
import { findMemberByAccount } from '../services/accounts/members';
import { passwordFlags } from '../services/accounts/sign-in';
import { DAY } from '../services/clock';
import { writeSetting } from '../services/system/settings';
import { latestCode, login, registerMember } from '../test-support/accounts';
import {
  call,
  envelopeOf,
  manualClock,
  request,
  testApp,
  testDeps,
  useSeededDatabase,
} from '../test-support/harness';

const database = useSeededDatabase();

const refused = {
  success: false,
  message: ERROR_MESSAGES.PASSWORD_CHANGE_PENDING,
  value: null,
  code: 'PASSWORD_CHANGE_PENDING',
};

describe('a session opened with a forced password change', () => {
  it('may only change the password, read the member and balance, or log out until it does', async () => {
    const app = testApp(database.db);
    const { status, body } = await login(app, 'downline1', 'Downline1234!');
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ firstTimeLogin: true, passwordExpired: false });
    const { token } = body.value;

    const info = await call(app, api.member.info, { token });
    expect(info.status).toBe(200);
    expect(info.body.value).toMatchObject({ account: 'downline1', passwordChangePending: true });
    expect((await call(app, api.wallet.balance, { token })).status).toBe(200);
    for (const endpoint of [api.games.favouriteIds, api.member.avatar, api.member.icon, api.games.recent]) {
      const held = await call(app, endpoint, { token });
      expect(held.status, endpoint.path).toBe(403);
      expect(held.body).toEqual(refused);
    }

    const change = await call(app, api.member.changePassword, {
      token,
      body: { oldPassword: 'Downline1234!', newPassword: 'Chosen1234', confirmNewPassword: 'Chosen1234' },
    });
    expect(change.status).toBe(200);
    expect((await call(app, api.member.info, { token })).body.value.passwordChangePending).toBe(false);
    expect((await call(app, api.games.favouriteIds, { token })).status).toBe(200);
    expect((await call(app, api.member.avatar, { token })).status).toBe(200);

    const again = await login(app, 'downline1', 'Chosen1234');
    expect(again.body.value).toMatchObject({ firstTimeLogin: false, passwordExpired: false });
    const next = await call(app, api.member.info, { token: again.body.value.token });
    expect(next.body.value.passwordChangePending).toBe(false);
  });

  it('can log out, and a wrong old password leaves it held back', async () => {
    const app = testApp(database.db);
    const { token } = (await login(app, 'expired', 'Expired1234!')).body.value;
    const wrong = await call(app, api.member.changePassword, {
      token,
      body: { oldPassword: 'Wrong12345', newPassword: 'Chosen1234', confirmNewPassword: 'Chosen1234' },
    });
    expect(wrong.status).toBe(400);
    expect((await call(app, api.games.favouriteIds, { token })).status).toBe(403);
    expect((await call(app, api.session.logout, { token })).status).toBe(200);
    expect((await call(app, api.member.info, { token })).status).toBe(401);
  });

  it('is not held back when the brand does not force the change (PWDEXPFORCECHANGE3 off)', async () => {
    const off = testApp(database.db, { FEATURES: 'DIRECTREG3,USERNAMEREG3' });
    const { token } = (await login(off, 'expired', 'Expired1234!')).body.value;
    expect((await call(off, api.member.info, { token })).body.value.passwordChangePending).toBe(false);
    expect((await call(off, api.games.favouriteIds, { token })).status).toBe(200);
  });

  it('carries the hold through a second-factor sign-in', async () => {
    const app = testApp(database.db);
    const email = `pending${Date.now()}@example.com`;
    const member = await registerMember(app, { email }, '198.51.100.30');
    await database.db
      .update(members)
      .set({ firstTimeLogin: true })
      .where(eq(members.account, member.username));
    const first = await login(app, member.username, member.password, { ip: '198.51.100.31' });
    const challenge = first.body.value.needSecondFactor;
    expect(challenge?.methods).toEqual(['EMAIL']);
    const done = await call(app, api.verification.unregisteredIp, {
      body: {
        challengeId: challenge!.challengeId,
        method: 'EMAIL',
        code: await latestCode(app, email, 'mail'),
      },
    });
    expect(done.body.value).toMatchObject({ firstTimeLogin: true });
    const token = done.body.value.token;
    expect((await call(app, api.member.info, { token })).body.value.passwordChangePending).toBe(true);
    expect((await call(app, api.games.favouriteIds, { token })).status).toBe(403);
  });
});

describe('password expiry', () => {
  afterEach(async () => {
    await writeSetting(database.db, 'password_policy', DEFAULT_PASSWORD_POLICY);
  });

  it('follows the brand password policy, counted on the account clock', async () => {
    const clock = manualClock();
    const app = testApp(database.db, {}, { now: clock.now });
    const member = await registerMember(app);
    clock.advance(DEFAULT_PASSWORD_POLICY.maxAgeDays * DAY - DAY);
    expect((await login(app, member.username, member.password)).body.value.passwordExpired).toBe(false);
    clock.advance(2 * DAY);
    const expired = (await login(app, member.username, member.password)).body.value;
    expect(expired.passwordExpired).toBe(true);
    expect(
      (await call(app, api.member.info, { token: expired.token })).body.value.passwordChangePending,
    ).toBe(true);
    await writeSetting(database.db, 'password_policy', { maxAgeDays: 365 });
    expect((await login(app, member.username, member.password)).body.value.passwordExpired).toBe(false);
  });

  it('never expires a member who has no password', async () => {
    const deps = testDeps(database.db);
    const demo = await findMemberByAccount(database.db, 'expired');
    expect(demo).not.toBeNull();
    expect(await passwordFlags(deps, demo!)).toEqual({ firstTimeLogin: false, passwordExpired: true });
    expect(await passwordFlags(deps, { ...demo!, passwordHash: null, firstTimeLogin: true })).toEqual({
      firstTimeLogin: false,
      passwordExpired: false,
    });
  });

  it('dev clock: reads the offset a journey has to put back', async () => {
    const app = testApp(database.db);
    await request(app, '/__dev/clock', { method: 'POST', json: { offsetMs: 91 * DAY } });
    const moved = await envelopeOf<{ offsetMs: number; now: string }>(await request(app, '/__dev/clock'));
    expect(moved.value.offsetMs).toBe(91 * DAY);
    expect(Date.parse(moved.value.now) - Date.now()).toBeGreaterThan(90 * DAY);
  });
});
