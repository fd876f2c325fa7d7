import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api } from '@marquee/api-client/contract';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import type { OidcProviderConfig } from '../config';
import { OidcError, verifyProviderIdToken } from '../services/accounts/social-oidc';
import { DEMO_CLIENT_ID, DEMO_ISSUER, issueIdToken } from '../services/accounts/social-token';
import {
  call,
  PRODUCTION_ENV,
  PRODUCTION_PAYLOAD_KEY,
  request,
  testApp,
  testConfig,
  useSeededDatabase,
} from '../test-support/harness';

type Key = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

/**
 * A test OIDC issuer on 127.0.0.1: discovery document, JWKS (one RSA key) and a token endpoint
 * that answers the ID token the test puts in `nextIdToken`, recording what it was sent.
 */
async function startIssuer() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const state = {
    url: '',
    nextIdToken: '',
    tokenRequests: [] as { authorization: string | undefined; form: URLSearchParams }[],
  };
  const server: Server = createServer((req, res) => {
    const json = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/.well-known/openid-configuration') {
      return json({
        issuer: state.url,
        authorization_endpoint: `${state.url}/authorize`,
        token_endpoint: `${state.url}/token`,
        jwks_uri: `${state.url}/jwks`,
      });
    }
    if (req.url === '/jwks') return json({ keys: [jwk] });
    if (req.url === '/token' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        state.tokenRequests.push({
          authorization: req.headers.authorization,
          form: new URLSearchParams(body),
        });
        json({ access_token: 'at', token_type: 'Bearer', id_token: state.nextIdToken });
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sign = (claims: JWTPayload, key: Key = privateKey, exp: number | string = '5m') =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(key);
  return {
    state,
    sign,
    otherKey: other.privateKey,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let issuer: Awaited<ReturnType<typeof startIssuer>>;
beforeAll(async () => {
  issuer = await startIssuer();
});
afterAll(() => issuer.close());

const CLIENT_ID = 'marquee-corp-client';
const providerEnv = () => ({
  OIDC_PROVIDERS: 'corp',
  OIDC_CORP_LABEL: 'Corp ID',
  OIDC_CORP_ISSUER: issuer.state.url,
  OIDC_CORP_CLIENT_ID: CLIENT_ID,
  OIDC_CORP_CLIENT_SECRET: 'corp secret/with:odd chars',
  OIDC_CORP_REDIRECT_URI: 'http://localhost/oauth/corp/callback',
  SOCIAL_SECRET: 'a-production-social-secret',
});
const providerOf = (): OidcProviderConfig => testConfig(providerEnv()).oidcProviders[0]!;

describe('the provider ID-token check', () => {
  const nonce = 'the-flow-nonce';
  const claims = () => ({
    iss: issuer.state.url,
    aud: CLIENT_ID,
    sub: 'corp-user-1',
    nonce,
    email: 'Ann@Corp.Example',
  });

  it('accepts a good token', async () => {
    const token = await issuer.sign(claims());
    expect(await verifyProviderIdToken(providerOf(), token, nonce, new Date())).toEqual({
      sub: 'corp-user-1',
      email: 'ann@corp.example',
    });
  });

  it.each([
    ['a bad signature', /SIGNATURE_VERIFICATION_FAILED/, () => issuer.sign(claims(), issuer.otherKey)],
    ['a wrong audience', /CLAIM_VALIDATION_FAILED/, () => issuer.sign({ ...claims(), aud: 'someone-else' })],
    [
      'an expired token',
      /JWT_EXPIRED/,
      () => issuer.sign(claims(), undefined, Math.floor(Date.now() / 1000) - 120),
    ],
    ['a wrong nonce', /nonce/, () => issuer.sign({ ...claims(), nonce: 'another-flow' })],
    ['no nonce', /nonce/, () => issuer.sign({ ...claims(), nonce: undefined })],
    [
      'a wrong issuer',
      /CLAIM_VALIDATION_FAILED/,
      () => issuer.sign({ ...claims(), iss: 'https://evil.example' }),
    ],
    [
      'an unsigned token',
      /ERR_/,
      async () => {
        const [, payload] = (await issuer.sign(claims())).split('.');
        return `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
      },
    ],
  ])('refuses %s', async (_name, reason, make) => {
    const refused = verifyProviderIdToken(providerOf(), await make(), nonce, new Date());
    await expect(refused).rejects.toThrow(OidcError);
    await expect(refused).rejects.toThrow(reason);
  });
});

describe('sign-in with a configured OIDC provider', () => {
  const database = useSeededDatabase();
  const production = () => testApp(database.db, { ...PRODUCTION_ENV, ...providerEnv() });

  /** Opens the popup's first address: the redirect to the issuer and the flow cookie. */
  async function authorize(app: ReturnType<typeof production>) {
    const res = await request(
      app,
      `/wps/session/social/corp/authorize?clientId=${CLIENT_ID}&origin=${encodeURIComponent('http://localhost')}`,
    );
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    return { location, cookie };
  }

  async function callback(app: ReturnType<typeof production>, query: string, cookie: string) {
    const res = await request(app, `/oauth/corp/callback?${query}`, { headers: { cookie } });
    const html = await res.text();
    return {
      status: res.status,
      html,
      idToken: html.match(/data-id-token="([^"]+)"/)?.[1],
      error: html.match(/data-error="([^"]+)"/)?.[1],
    };
  }

  it('is offered alone in production, and the flow signs a new identity in', async () => {
    const app = production();
    const providers = await call(app, api.session.socialProviders);
    expect(providers.body.value).toEqual([{ provider: 'corp', label: 'Corp ID', clientId: CLIENT_ID }]);

    const { location, cookie } = await authorize(app);
    expect(`${location.origin}${location.pathname}`).toBe(`${issuer.state.url}/authorize`);
    const params = Object.fromEntries(location.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: 'http://localhost/oauth/corp/callback',
      code_challenge_method: 'S256',
    });
    expect(params.scope).toContain('openid');
    expect(cookie).toMatch(/^mq_oidc_corp=/);

    issuer.state.nextIdToken = await issuer.sign({
      iss: issuer.state.url,
      aud: CLIENT_ID,
      sub: 'corp-user-42',
      nonce: params.nonce,
      email: 'new.corp@corp.example',
    });
    const done = await callback(app, `code=the-code&state=${params.state}`, cookie);
    expect(done.status).toBe(200);
    expect(done.html).toContain('data-origin="http://localhost"');
    expect(done.html).toContain('<script src="/oauth/callback.js"></script>');
    expect(done.idToken).toBeDefined();
    // the code went back with the client secret and the PKCE verifier of the challenge
    const sent = issuer.state.tokenRequests.at(-1)!;
    expect(sent.form.get('code')).toBe('the-code');
    expect(sent.form.get('grant_type')).toBe('authorization_code');
    const verifier = sent.form.get('code_verifier')!;
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(params.code_challenge);
    const [id, secret] = Buffer.from(sent.authorization!.replace(/^Basic /, ''), 'base64')
      .toString()
      .split(':')
      .map(decodeURIComponent);
    expect([id, secret]).toEqual([CLIENT_ID, 'corp secret/with:odd chars']);

    const signIn = await call(app, api.session.socialSignIn, {
      body: { provider: 'corp', idToken: done.idToken! },
      payloadKey: PRODUCTION_PAYLOAD_KEY,
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.value).toEqual({ linked: false, email: 'new.corp@corp.example' });
    expect((await request(app, '/oauth/callback.js')).status).toBe(200);
  });

  it('refuses a callback with a bad ID token, another state or no flow cookie', async () => {
    const app = production();
    const { location, cookie } = await authorize(app);
    const state = location.searchParams.get('state')!;
    issuer.state.nextIdToken = await issuer.sign({
      iss: issuer.state.url,
      aud: CLIENT_ID,
      sub: 'corp-user-43',
      nonce: 'not-this-flow',
    });
    const wrongNonce = await callback(app, `code=c&state=${state}`, cookie);
    expect(wrongNonce.idToken).toBeUndefined();
    expect(wrongNonce.error).toBe('refused');
    expect((await callback(app, 'code=c&state=forged', cookie)).error).toBe('state_mismatch');
    expect((await callback(app, `code=c&state=${state}`, '')).status).toBe(400);
    const tampered = cookie.replace(/=(.)/, (_m, first: string) => `=${first === 'a' ? 'b' : 'a'}`);
    expect((await callback(app, `code=c&state=${state}`, tampered)).status).toBe(400);
  });

  it("never accepts the demo provider's tokens in production", async () => {
    const app = production();
    const demoToken = issueIdToken(
      { iss: DEMO_ISSUER, aud: DEMO_CLIENT_ID, sub: 'demo@marquee.test', email: 'demo@marquee.test' },
      testConfig().socialSecret,
      new Date(),
    ).idToken;
    for (const provider of ['demo', 'corp']) {
      const result = await call(app, api.session.socialSignIn, {
        body: { provider, idToken: demoToken },
        payloadKey: PRODUCTION_PAYLOAD_KEY,
      });
      expect(result.status, provider).toBe(400);
      expect(result.body.message, provider).toMatch(
        provider === 'demo' ? /Unknown provider 'demo'/ : /Login failure/,
      );
    }
    expect(
      (await request(app, '/wps/session/social/demo/authorize?clientId=marquee-web&origin=http://localhost'))
        .status,
    ).toBe(404);
  });
});
