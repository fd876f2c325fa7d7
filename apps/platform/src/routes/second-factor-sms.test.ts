import { api } from '@marquee/api-client/contract';
import { MINUTE } from '../services/clock';
import {
  expectSignedIn,
  latestCode,
  login,
  outbox,
  registerMember,
  registerWithMobile,
  uniqueName,
} from '../test-support/accounts';
import { call, manualClock, testApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();
type App = ReturnType<typeof testApp>;

/** A member with a bound mobile (and email), registered from `ip`, so any other IP is challenged. */
const memberWithMobile = (ip: string) =>
  registerWithMobile(database.db, { email: `${uniqueName('sf')}@example.com` }, ip);

async function challenged(app: App, member: { username: string; password: string }, ip: string) {
  const first = await login(app, member.username, member.password, { ip });
  expect(first.body.value.token).toBe('');
  const challenge = first.body.value.needSecondFactor;
  if (!challenge) throw new Error('no second factor asked');
  return challenge;
}

const resend = (app: App, challengeId: string) =>
  call(app, api.verification.unregisteredIpSms, { body: { challengeId } });

describe('unregistered IP: the SMS code of the challenge', () => {
  it('says the code went out with the challenge, and sends it again on request', async () => {
    const app = testApp(database.db);
    const member = await memberWithMobile('198.51.100.60');
    const challenge = await challenged(app, member, '198.51.100.61');
    expect(challenge.sms).toEqual({ expiredMinutes: 1 });
    expect(challenge.smsFailure).toBeUndefined();

    const again = await resend(app, challenge.challengeId);
    expect(again.status).toBe(200);
    expect(again.body.value).toEqual({ expiredMinutes: 1 });
    expect(await outbox(app, member.mobileNum, 'sms')).toHaveLength(2);
    const second = await latestCode(app, member.mobileNum, 'sms');
    // the newest code completes the login
    const done = await call(app, api.verification.unregisteredIp, {
      body: { challengeId: challenge.challengeId, method: 'SMS', code: second },
    });
    expectSignedIn(done.body.value);
  });

  it('reports a rate-limited send instead of swallowing it; the send works again later', async () => {
    const clock = manualClock();
    const app = testApp(database.db, {}, { now: clock.now });
    const member = await memberWithMobile('198.51.100.70');
    for (let i = 0; i < 3; i += 1) {
      const sent = await call(app, api.verification.smsNoLogin, {
        body: { mobileNum: member.mobileNum, countryDialingCode: '63' },
      });
      expect(sent.status).toBe(200);
    }
    const challenge = await challenged(app, member, '198.51.100.71');
    expect(challenge.sms).toBeUndefined();
    expect(challenge.smsFailure).toEqual({
      code: 'TOO_MANY_SMS',
      message: 'Too many requests, please retry after 5 minutes',
    });
    expect(challenge.methods).toEqual(['SMS', 'EMAIL']);

    const refused = await resend(app, challenge.challengeId);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_SMS');

    clock.advance(5 * MINUTE + 1);
    expect((await resend(app, challenge.challengeId)).status).toBe(200);
    const done = await call(app, api.verification.unregisteredIp, {
      body: {
        challengeId: challenge.challengeId,
        method: 'SMS',
        code: await latestCode(app, member.mobileNum, 'sms'),
      },
    });
    expectSignedIn(done.body.value);
  });

  it('sends only for a live challenge that offers SMS', async () => {
    const clock = manualClock();
    const app = testApp(database.db, {}, { now: clock.now });
    expect((await resend(app, 'no-such-challenge')).body.code).toBe('CHALLENGE_EXPIRED');

    // email only: nothing to send by SMS
    const emailOnly = await registerMember(
      app,
      { email: `${uniqueName('eo')}@example.com` },
      '198.51.100.80',
    );
    const mailChallenge = await challenged(app, emailOnly, '198.51.100.81');
    expect(mailChallenge.methods).toEqual(['EMAIL']);
    expect(mailChallenge.sms).toBeUndefined();
    expect((await resend(app, mailChallenge.challengeId)).status).toBe(400);

    // used up, then expired
    const member = await memberWithMobile('198.51.100.90');
    const used = await challenged(app, member, '198.51.100.91');
    await call(app, api.verification.unregisteredIp, {
      body: {
        challengeId: used.challengeId,
        method: 'SMS',
        code: await latestCode(app, member.mobileNum, 'sms'),
      },
    });
    expect((await resend(app, used.challengeId)).body.code).toBe('CHALLENGE_EXPIRED');
    const late = await challenged(app, member, '198.51.100.92');
    clock.advance(11 * MINUTE);
    expect((await resend(app, late.challengeId)).body.code).toBe('CHALLENGE_EXPIRED');
  });
});

describe('unregistered IP: guesses and challenges are limited', () => {
  it('checks at most 5 of 200 parallel answers to one challenge: the right code after them never signs in', async () => {
    const app = testApp(database.db);
    const member = await memberWithMobile('198.51.100.100');
    const challenge = await challenged(app, member, '198.51.100.101');
    const code = await latestCode(app, member.email!, 'mail');
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    // every parallel answer wrong: which of them reach the check first is the scheduler's choice, so
    // a right one among them could fairly be among the first 5 checked
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call(app, api.verification.unregisteredIp, {
          body: { challengeId: challenge.challengeId, method: 'EMAIL', code: wrong(i) },
          ip: `198.18.${Math.floor(i / 5)}.${(i % 5) + 1}`,
        }),
      ),
    );
    expect(results.filter((result) => result.status === 200)).toEqual([]);
    expect(results.filter((result) => result.body.code === 'INVALID_CODE')).toHaveLength(5);
    const after = await call(app, api.verification.unregisteredIp, {
      body: { challengeId: challenge.challengeId, method: 'EMAIL', code },
    });
    expect(after.body.code).toBe('CHALLENGE_EXPIRED');
  });

  it('opens at most 5 challenges an hour for a member, whatever the addresses', async () => {
    const clock = manualClock();
    const app = testApp(database.db, {}, { now: clock.now });
    const member = await memberWithMobile('198.51.100.110');
    for (let i = 0; i < 5; i += 1) await challenged(app, member, `198.51.100.${111 + i}`);
    const sixth = await login(app, member.username, member.password, { ip: '198.51.100.120' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('TOO_MANY_CHALLENGES');
    clock.advance(60 * MINUTE + 1);
    await challenged(app, member, '198.51.100.121');
  });
});
