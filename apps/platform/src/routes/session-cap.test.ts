import { api } from '@marquee/api-client/contract';
import { MAX_LIVE_SESSIONS } from '../reference/session-limits';
import { createSession } from '../services/accounts/sessions';
import { login, memberIdOf, registerMember } from '../test-support/accounts';
import { call, testApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();

async function statusOf(app: ReturnType<typeof testApp>, token: string) {
  return (await call(app, api.member.info, { token })).status;
}

describe('live sessions per member', () => {
  it('a new sign-in ends the oldest beyond the cap', async () => {
    const app = testApp(database.db);
    const member = await registerMember(app);
    const tokens = [member.token];
    for (let i = 0; i < MAX_LIVE_SESSIONS + 2; i += 1) {
      const { status, body } = await login(app, member.username, member.password, { ip: '127.0.0.1' });
      expect(status).toBe(200);
      tokens.push(body.value.token);
    }
    const ended = tokens.slice(0, tokens.length - MAX_LIVE_SESSIONS);
    const live = tokens.slice(-MAX_LIVE_SESSIONS);
    for (const token of ended) expect(await statusOf(app, token)).toBe(401);
    for (const token of live) expect(await statusOf(app, token)).toBe(200);
  });

  it('holds under parallel sign-ins', async () => {
    const app = testApp(database.db);
    const member = await registerMember(app);
    const memberId = await memberIdOf(database.db, member.username);
    const now = new Date();
    // the login throttle keeps parallel password checks apart, so the sessions are opened directly
    const tokens = await Promise.all(
      Array.from({ length: MAX_LIVE_SESSIONS * 3 }, () => createSession(database.db, memberId, now, null)),
    );
    const statuses = await Promise.all([member.token, ...tokens].map((token) => statusOf(app, token)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(MAX_LIVE_SESSIONS);
  });
});
