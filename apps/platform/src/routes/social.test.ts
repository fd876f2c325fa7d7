import { api } from '@marquee/api-client';
import { and, eq } from 'drizzle-orm';
import { issueIdToken } from '../accounts/social-token';
import { members, socialIdentities } from '../db/schema';
import { expectSignedIn, registerMember, uniqueName } from '../test-support/accounts';
import { call, envelopeOf, request, testApp, testConfig, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();

async function idTokenFor(app: ReturnType<typeof testApp>, email: string) {
  const res = await request(app, '/oauth/demo/token', {
    method: 'POST',
    json: { email, client_id: 'marquee-web' },
  });
  expect(res.status).toBe(200);
  return (await envelopeOf<{ idToken: string }>(res)).value.idToken;
}

async function boundMember(subject: string) {
  const [row] = await database.db
    .select({ account: members.account })
    .from(socialIdentities)
    .innerJoin(members, eq(members.id, socialIdentities.memberId))
    .where(and(eq(socialIdentities.provider, 'demo'), eq(socialIdentities.subject, subject)));
  return row?.account ?? null;
}

describe('social sign-in (demo provider)', () => {
  it('lists the demo provider', async () => {
    const { body } = await call(testApp(database.db), api.session.socialProviders);
    expect(body.value).toEqual([{ provider: 'demo', label: 'Marquee ID', clientId: 'marquee-web' }]);
  });

  it('serves the popup page without inline script, posting to an allowed origin only', async () => {
    const app = testApp(database.db);
    const res = await request(
      app,
      '/oauth/demo/authorize?client_id=marquee-web&redirect_uri=http%3A%2F%2Flocalhost%2Fcallback&state=s1',
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<script src="/oauth/demo/authorize.js"></script>');
    expect(html).not.toMatch(/<script>|on(click|load|submit)=/);
    expect(html).toContain('data-origin="http://localhost"');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const js = await request(app, '/oauth/demo/authorize.js');
    expect(await js.text()).toContain(
      "window.opener.postMessage({ type: 'marquee-social', idToken, state }, origin)",
    );
    const evil = await request(
      app,
      '/oauth/demo/authorize?client_id=marquee-web&redirect_uri=https%3A%2F%2Fevil.example%2Fcb&state=s',
    );
    expect(evil.status).toBe(400);
    const alias = await request(
      app,
      '/wps/session/social/demo/authorize?clientId=marquee-web&origin=http%3A%2F%2Flocalhost',
    );
    expect(alias.status).toBe(200);
  });

  it('REGISTER creates a member bound to the identity; the identity then always opens it', async () => {
    const app = testApp(database.db);
    const email = `${uniqueName('soc')}@example.com`;
    const idToken = await idTokenFor(app, email);
    const registered = await call(app, api.session.socialComplete, {
      body: { provider: 'demo', idToken, mode: 'REGISTER' },
    });
    expectSignedIn(registered.body.value);
    const info = await call(app, api.member.info, { token: registered.body.value.token });
    expect(info.body.value.email).toBe(email.toLowerCase());
    const account = info.body.value.account;
    expect(await boundMember(email.toLowerCase())).toBe(account);
    // irreversible: a later LINK with another account's password still opens the bound account
    const other = await registerMember(app);
    const again = await call(app, api.session.socialComplete, {
      body: { provider: 'demo', idToken, mode: 'LINK', username: other.username, password: other.password },
    });
    const againInfo = await call(app, api.member.info, { token: again.body.value.token });
    expect(againInfo.body.value.account).toBe(account);
    expect(await boundMember(email.toLowerCase())).toBe(account);
  });

  it('LINK binds an existing account after checking its password', async () => {
    const app = testApp(database.db);
    const member = await registerMember(app);
    const email = `${uniqueName('lnk')}@example.com`;
    const idToken = await idTokenFor(app, email);
    const wrong = await call(app, api.session.socialComplete, {
      body: { provider: 'demo', idToken, mode: 'LINK', username: member.username, password: 'Wrong12345' },
      ip: '192.0.2.150',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Incorrect username or password');
    expect(await boundMember(email.toLowerCase())).toBeNull();
    const linked = await call(app, api.session.socialComplete, {
      body: { provider: 'demo', idToken, mode: 'LINK', username: member.username, password: member.password },
    });
    expectSignedIn(linked.body.value);
    expect(await boundMember(email.toLowerCase())).toBe(member.username);
    const plain = await call(app, api.session.socialComplete, {
      body: { provider: 'demo', idToken, mode: 'REGISTER' },
    });
    const info = await call(app, api.member.info, { token: plain.body.value.token });
    expect(info.body.value.account).toBe(member.username);
    // one Marquee ID per account
    const second = await idTokenFor(app, `${uniqueName('two')}@example.com`);
    const refused = await call(app, api.session.socialComplete, {
      body: {
        provider: 'demo',
        idToken: second,
        mode: 'LINK',
        username: member.username,
        password: member.password,
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This account is already linked to another Marquee ID');
  });

  it('refuses forged, expired and foreign tokens', async () => {
    const app = testApp(database.db);
    const config = testConfig();
    const forged = issueIdToken('x@example.com', 'another-secret', new Date()).idToken;
    const expired = issueIdToken(
      'x@example.com',
      config.socialSecret,
      new Date(Date.now() - 3_600_000),
    ).idToken;
    for (const idToken of [forged, expired, 'garbage', `${forged}.extra`]) {
      const result = await call(app, api.session.socialComplete, {
        body: { provider: 'demo', idToken, mode: 'REGISTER' },
      });
      expect(result.status).toBe(400);
      expect(result.body.message).toBe('Login failure. Please try again.');
    }
    const unknown = await call(app, api.session.socialComplete, {
      body: { provider: 'google', idToken: forged, mode: 'REGISTER' },
    });
    expect(unknown.status).toBe(400);
    const badEmail = await request(app, '/oauth/demo/token', {
      method: 'POST',
      json: { email: 'nope', client_id: 'marquee-web' },
    });
    expect(badEmail.status).toBe(400);
  });
});
