import { api, FEATURE_FLAGS, type SocialCompleteRequest } from '@marquee/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { members, socialIdentities } from '../db/schema';
import { DEMO_CLIENT_ID, DEMO_ISSUER, issueIdToken } from '../services/accounts/social-token';
import { MINUTE } from '../services/clock';
import {
  callAnsweringCaptcha,
  expectSignedIn,
  login,
  registerMember,
  solvedCaptcha,
  uniqueName,
} from '../test-support/accounts';
import {
  call,
  envelopeOf,
  manualClock,
  request,
  testApp,
  testConfig,
  useSeededDatabase,
} from '../test-support/harness';

const database = useSeededDatabase();
type App = ReturnType<typeof testApp>;

async function idTokenFor(app: App, email: string) {
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

const register = (idToken: string): SocialCompleteRequest => ({
  provider: 'demo',
  idToken,
  mode: 'REGISTER',
  agreeTerms: true,
  ageConfirmed: true,
});

const link = (idToken: string, username: string, password: string): SocialCompleteRequest => ({
  provider: 'demo',
  idToken,
  mode: 'LINK',
  username,
  password,
});

async function accountOf(app: App, token: string) {
  return (await call(app, api.member.info, { token })).body.value.account;
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

  it('posts to PUBLIC_ORIGIN, never to the host a request names', async () => {
    const app = testApp(database.db, { PUBLIC_ORIGIN: 'https://play.example.com' });
    const popup = (origin: string, addressedTo: string) =>
      request(
        app,
        `${addressedTo}/wps/session/social/demo/authorize?clientId=marquee-web&origin=${encodeURIComponent(origin)}`,
        {
          headers: { host: new URL(addressedTo).host },
        },
      );
    expect((await popup('http://attacker.example', 'http://attacker.example')).status).toBe(400);
    const ours = await popup('https://play.example.com', 'http://attacker.example');
    expect(ours.status).toBe(200);
    expect(await ours.text()).toContain('data-origin="https://play.example.com"');
  });

  it('a new identity is told to choose; a returning one signs straight in', async () => {
    const app = testApp(database.db);
    const email = `${uniqueName('ret')}@Example.com`;
    const first = await idTokenFor(app, email);
    const probe = await call(app, api.session.socialSignIn, { body: { provider: 'demo', idToken: first } });
    expect(probe.status).toBe(200);
    expect(probe.body.value).toEqual({ linked: false, email: email.toLowerCase() });
    // asking does not spend the token: the choice that follows uses it
    const registered = await callAnsweringCaptcha(app, api.session.socialComplete, { body: register(first) });
    expectSignedIn(registered.body.value);
    const account = await accountOf(app, registered.body.value.token);

    const returning = await idTokenFor(app, email);
    const again = await call(app, api.session.socialSignIn, {
      body: { provider: 'demo', idToken: returning },
    });
    expect(again.body.value.linked).toBe(true);
    const signedIn = again.body.value.linked ? again.body.value.login : null;
    expectSignedIn(signedIn!);
    expect(await accountOf(app, signedIn!.token)).toBe(account);
  });

  it('an identity token works once', async () => {
    const app = testApp(database.db);
    const email = `${uniqueName('once')}@example.com`;
    const idToken = await idTokenFor(app, email);
    expectSignedIn(
      (await callAnsweringCaptcha(app, api.session.socialComplete, { body: register(idToken) })).body.value,
    );
    for (const replay of [
      call(app, api.session.socialSignIn, { body: { provider: 'demo', idToken } }),
      call(app, api.session.socialComplete, { body: register(idToken) }),
    ]) {
      const refused = await replay;
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Login failure. Please try again.');
    }
    // a returning sign-in spends its token too
    const returning = await idTokenFor(app, email);
    const body = { provider: 'demo', idToken: returning };
    expect((await call(app, api.session.socialSignIn, { body })).body.value.linked).toBe(true);
    expect((await call(app, api.session.socialSignIn, { body })).status).toBe(400);
  });

  it('two simultaneous uses of one token open one account', async () => {
    const app = testApp(database.db);
    const idToken = await idTokenFor(app, `${uniqueName('race')}@example.com`);
    const results = await Promise.all([
      call(app, api.session.socialComplete, { body: register(idToken) }),
      call(app, api.session.socialComplete, { body: register(idToken) }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 400]);
  });

  it('REGISTER is under the registration gate: a captcha after 5 registrations from one IP', async () => {
    const app = testApp(database.db);
    const ip = '198.51.100.75';
    for (let i = 0; i < 5; i += 1) {
      const idToken = await idTokenFor(app, `${uniqueName()}@example.com`);
      expect((await call(app, api.session.socialComplete, { body: register(idToken), ip })).status).toBe(200);
    }
    const idToken = await idTokenFor(app, `${uniqueName()}@example.com`);
    const refused = await call(app, api.session.socialComplete, { body: register(idToken), ip });
    expect(refused.body.code).toBe('CAPTCHA_NEEDED');
    const solved = await call(app, api.session.socialComplete, {
      body: { ...register(idToken), ...(await solvedCaptcha(app)) },
      ip,
    });
    expectSignedIn(solved.body.value);
  });

  it('REGISTER asks for the terms and the age statement, like every registration', async () => {
    const app = testApp(database.db);
    const email = `${uniqueName('terms')}@example.com`;
    const idToken = await idTokenFor(app, email);
    for (const body of [
      { provider: 'demo', idToken, mode: 'REGISTER' },
      { provider: 'demo', idToken, mode: 'REGISTER', agreeTerms: true },
      { provider: 'demo', idToken, mode: 'REGISTER', agreeTerms: true, ageConfirmed: 'yes' },
    ]) {
      const refused = await call(app, api.session.socialComplete, { body });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Please agree to the terms and confirm your age');
    }
    expect(await boundMember(email)).toBeNull();
    // the refusals did not spend the token
    const registered = await callAnsweringCaptcha(app, api.session.socialComplete, {
      body: register(idToken),
    });
    expectSignedIn(registered.body.value);
    const info = await call(app, api.member.info, { token: registered.body.value.token });
    expect(info.body.value.email).toBe(email);
    expect(await boundMember(email)).toBe(info.body.value.account);
  });

  it('REGISTER is refused when the brand has no direct registration (DIRECTREG3 off); LINK still works', async () => {
    const app = testApp(database.db, {
      FEATURES: FEATURE_FLAGS.filter((flag) => flag !== 'DIRECTREG3').join(','),
    });
    const email = `${uniqueName('noreg')}@example.com`;
    const idToken = await idTokenFor(app, email);
    const refused = await callAnsweringCaptcha(app, api.session.socialComplete, { body: register(idToken) });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FEATURE_OFF');
    expect(await boundMember(email)).toBeNull();
    const { username, password } = await registerMember(testApp(database.db));
    const linked = await call(app, api.session.socialComplete, { body: link(idToken, username, password) });
    expectSignedIn(linked.body.value);
    expect(await boundMember(email)).toBe(username);
  });

  it('the choice cannot be undone: later LINK attempts still open the bound account', async () => {
    const app = testApp(database.db);
    const email = `${uniqueName('soc')}@example.com`;
    const registered = await callAnsweringCaptcha(app, api.session.socialComplete, {
      body: register(await idTokenFor(app, email)),
    });
    const account = await accountOf(app, registered.body.value.token);
    const other = await registerMember(app);
    const again = await call(app, api.session.socialComplete, {
      body: link(await idTokenFor(app, email), other.username, other.password),
    });
    expect(await accountOf(app, again.body.value.token)).toBe(account);
    expect(await boundMember(email)).toBe(account);
  });

  it('LINK binds an existing account only with its username and password', async () => {
    const app = testApp(database.db);
    const member = await registerMember(app, {}, '192.0.2.140');
    const email = `${uniqueName('lnk')}@example.com`;
    const idToken = await idTokenFor(app, email);
    const attempts = [
      link(idToken, member.username, 'Wrong12345'),
      link(idToken, `${member.username}x`, member.password),
      link(idToken, member.username, ''),
      link(idToken, '', ''),
    ];
    for (const body of attempts) {
      const wrong = await call(app, api.session.socialComplete, { body, ip: '192.0.2.141' });
      expect(wrong.status).toBe(400);
      // the login's own message: it never says which of the two was wrong
      expect(wrong.body.message).toBe('Incorrect username or password');
    }
    expect(await boundMember(email)).toBeNull();
    const linked = await call(app, api.session.socialComplete, {
      body: link(idToken, member.username, member.password),
      ip: '192.0.2.140',
    });
    expectSignedIn(linked.body.value);
    expect(await accountOf(app, linked.body.value.token)).toBe(member.username);
    expect(await boundMember(email)).toBe(member.username);
    // one Marquee ID per account
    const second = await idTokenFor(app, `${uniqueName('two')}@example.com`);
    const refused = await call(app, api.session.socialComplete, {
      body: link(second, member.username, member.password),
      ip: '192.0.2.140',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This account is already linked to another Marquee ID');
  });

  it('LINK is under the login throttle: captcha from the 3rd failure, locked at the 5th', async () => {
    const clock = manualClock();
    const app = testApp(database.db, {}, { now: clock.now });
    const member = await registerMember(app, {}, '192.0.2.150');
    const email = `${uniqueName('thr')}@example.com`;
    const idToken = await idTokenFor(app, email);
    const ip = '192.0.2.151';
    const attempt = async (password: string, captcha = {}) =>
      call(app, api.session.socialComplete, {
        body: { ...link(idToken, member.username, password), ...captcha },
        ip,
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt('Wrong12345')).status).toBe(400);
    // from here the account needs a captcha, whether linking or logging in
    expect((await attempt(member.password)).body.message).toBe('Please enter the captcha');
    expect((await login(app, member.username, member.password, { ip })).body.message).toBe(
      'Please enter the captcha',
    );
    for (let i = 0; i < 2; i += 1) {
      const wrong = await attempt('Wrong12345', await solvedCaptcha(app));
      expect(wrong.body.message).toBe('Incorrect username or password');
    }
    const locked = await attempt(member.password, await solvedCaptcha(app));
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many attempts, please retry after 5 minutes');
    expect(await boundMember(email)).toBeNull();

    // past the failure window (and the token's lifetime): a fresh token links
    clock.advance(15 * MINUTE + 1);
    const linked = await call(app, api.session.socialComplete, {
      body: link(await idTokenFor(app, email), member.username, member.password),
      ip,
    });
    expect(linked.status).toBe(200);
    expect(await boundMember(email)).toBe(member.username);
  });

  it('refuses forged, expired and foreign tokens', async () => {
    const app = testApp(database.db);
    const config = testConfig();
    const identity = { iss: DEMO_ISSUER, aud: DEMO_CLIENT_ID, sub: 'x@example.com', email: 'x@example.com' };
    const forged = issueIdToken(identity, 'another-secret', new Date()).idToken;
    const expired = issueIdToken(identity, config.socialSecret, new Date(Date.now() - 3_600_000)).idToken;
    // a genuine token with its signature written otherwise (junk after it) is not that token
    const genuine = issueIdToken(identity, config.socialSecret, new Date()).idToken;
    for (const idToken of [forged, expired, 'garbage', `${forged}.extra`, `${genuine}!!`, `${genuine}==`]) {
      const result = await callAnsweringCaptcha(app, api.session.socialComplete, { body: register(idToken) });
      expect(result.status).toBe(400);
      expect(result.body.message).toBe('Login failure. Please try again.');
      const probe = await call(app, api.session.socialSignIn, { body: { provider: 'demo', idToken } });
      expect(probe.status).toBe(400);
      expect(probe.body.message).toBe('Login failure. Please try again.');
    }
    const unknown = await call(app, api.session.socialComplete, {
      body: { ...register(forged), provider: 'google' },
    });
    expect(unknown.status).toBe(400);
    const badEmail = await request(app, '/oauth/demo/token', {
      method: 'POST',
      json: { email: 'nope', client_id: 'marquee-web' },
    });
    expect(badEmail.status).toBe(400);
  });
});
