import {
  api,
  ERROR_MESSAGES,
  missionsApi,
  promotionsApi,
  referralApi,
  rewardsApi,
  uplineTransferApi,
  withdrawalApi,
} from '@marquee/api-client/contract';
import { eq } from 'drizzle-orm';
import { members } from '../db/schema';
import { TOKEN_ENDPOINTS } from '../http/require-session';
import { HOUR, MINUTE } from '../services/clock';
import { DEMO_CREDIT, ledgerSum } from '../services/wallet/wallet';
import { expectSignedIn, latestCode, memberIdOf, registerMember } from '../test-support/accounts';
import { call, manualClock, request, testApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();

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

  it('opens at most 5 trial accounts an hour from one address, however many ask at once', async () => {
    const app = testApp(database.db);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call(app, api.session.freePlay, { body, ip: '198.51.105.9' })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    for (const answer of answers.filter((one) => one.status !== 200)) {
      expect(answer.status).toBe(429);
      expect(answer.body.code).toBe('TOO_MANY_TRIALS');
    }
    expect((await call(app, api.session.freePlay, { body, ip: '198.51.105.10' })).status).toBe(200);
  });

  it('keeps a trial account out of every money, reward and mission call', async () => {
    const app = testApp(database.db);
    const trial = await call(app, api.session.freePlay, { body, ip: '198.51.105.11' });
    const { token } = trial.body.value;
    const key = { idempotencyKey: 'trial-key-1' };
    const refusals = await Promise.all([
      call(app, api.deposit.create, { token, body: { channel: 'GCASH', amount: 50_000, ...key } }),
      call(app, withdrawalApi.create, {
        token,
        body: { amount: 10_000, bankAccountId: 'x', paymentPassword: '123456', ...key },
      }),
      call(app, uplineTransferApi.transfer, {
        token,
        body: { amount: 10_000, paymentPassword: '123456', ...key },
      }),
      call(app, api.wallet.transfer, {
        token,
        body: { vassalage: 'JDB', direction: 'IN', amount: 100, ...key },
      }),
      call(app, api.wallet.recallAll, { token, body: key }),
      call(app, rewardsApi.claim, { token, body: { id: 'x' } }),
      call(app, rewardsApi.claimAll, { token }),
      call(app, rewardsApi.forfeit, { token, body: { id: 'x' } }),
      call(app, missionsApi.claim, { token, body: { missionId: 'daily-sign-in' } }),
      call(app, promotionsApi.join, { token, body: { id: 1 } }),
      call(app, promotionsApi.apply, { token, body: { id: 1, remark: '', images: [] } }),
      call(app, promotionsApi.claim, { token, body: { id: 1 } }),
      call(app, referralApi.summary, { token, query: {} }),
    ]);
    for (const refused of refusals)
      expect([refused.status, refused.body.code]).toEqual([403, 'TRIAL_ACCOUNT']);
    // signing in completed today's sign-in mission, which offers a trial account nothing
    expect((await call(app, rewardsApi.waiting, { token })).body.value.rewards).toEqual([]);
    const { account } = (await call(app, api.member.info, { token })).body.value;
    expect(await ledgerSum(database.db, await memberIdOf(database.db, account))).toBe(DEMO_CREDIT);
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
  it('has the agent with two member downlines and a sub-agent, and the VIP demo member', async () => {
    const [agent] = await database.db.select().from(members).where(eq(members.account, 'agent'));
    const downlines = await database.db.select().from(members).where(eq(members.uplineId, agent!.id));
    expect(agent?.isAgent).toBe(1);
    expect(downlines.map((member) => [member.account, member.isAgent]).sort()).toEqual([
      ['downline1', 0],
      ['downline2', 0],
      ['subagent', 2],
    ]);
    const [demo] = await database.db.select().from(members).where(eq(members.account, 'demo'));
    expect(demo).toMatchObject({ rankLevel: 2, mobile: '9170000001', countryDialingCode: '63' });
  });
});
