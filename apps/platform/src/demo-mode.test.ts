import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { api, type Envelope, type LoginResponse } from '@marquee/api-client/contract';
import type { MockInstance } from 'vitest';
import { DEV_PAYLOAD_KEY, loadConfig } from './config';
import { members } from './db/schema';
import { packageRoot } from './paths';
import { DEMO_PAY_PREFIX, PAYMENT_CALLBACK_PATH } from './routes/demo-payment';
import { DEMO_WARNING, type RunningServer, seedOpenedDatabase } from './server';
import { registerBody, uniqueName } from './test-support/accounts';
import { openTestDatabase, PRODUCTION_ENV, PRODUCTION_PAYLOAD_KEY, testConfig } from './test-support/harness';
import { startTestServer } from './test-support/server';

/** The routes of the demo: every dev route, the demo provider "Marquee ID" and the demo payment provider. */
const DEMO_ROUTES: [string, string][] = [
  ['GET', '/__dev/health'],
  ['GET', '/__dev/outbox?kind=captcha'],
  ['GET', '/__dev/wallet?account=demo'],
  ['GET', '/__dev/clock'],
  ['POST', '/__dev/clock'],
  ['PUT', '/__dev/system-status'],
  ['POST', '/__dev/notices'],
  ['POST', '/__dev/promotions'],
  ['PUT', '/__dev/vendor-maintenance'],
  ['GET', '/oauth/demo/authorize?client_id=marquee-web&redirect_uri=http://127.0.0.1/&state=s'],
  ['GET', '/oauth/demo/authorize.js'],
  ['POST', '/oauth/demo/token'],
  ['GET', '/wps/session/social/demo/authorize?clientId=marquee-web&origin=http://127.0.0.1'],
  ['GET', `${DEMO_PAY_PREFIX}/anything`],
  ['POST', PAYMENT_CALLBACK_PATH],
];

async function hit(server: RunningServer, method: string, route: string) {
  const init: RequestInit = { method };
  if (method !== 'GET') {
    init.headers = { 'content-type': 'application/json' };
    init.body = JSON.stringify({ email: 'anyone@example.com', client_id: 'marquee-web', offsetMs: 0 });
  }
  return fetch(`${server.url}${route}`, init);
}

async function logIn(server: RunningServer, username: string, password: string, payloadKey: string) {
  const { encryptPayload, ENCRYPTED_HEADER } = await import('@marquee/api-client/contract');
  const res = await fetch(`${server.url}${api.session.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [ENCRYPTED_HEADER]: '1' },
    body: JSON.stringify({ data: encryptPayload({ username, password, type: 'USERNAME' }, payloadKey) }),
  });
  return { status: res.status, body: (await res.json()) as Envelope<LoginResponse> };
}

describe('production by default', () => {
  it('refuses to start without its own payload key, naming the variable', () => {
    for (const env of [{}, { NODE_ENV: 'production' }, { MARQUEE_DEMO: '0' }]) {
      expect(() => loadConfig(env)).toThrow(/PAYLOAD_KEY is not set.*VITE_PAYLOAD_KEY.*MARQUEE_DEMO=1/);
    }
    expect(() => loadConfig({ PAYLOAD_KEY: DEV_PAYLOAD_KEY })).toThrow(
      /PAYLOAD_KEY is the public demo value/,
    );
    expect(() => loadConfig({ PAYLOAD_KEY: 'short' })).toThrow(/PAYLOAD_KEY must be at least 16/);
    expect(() => loadConfig({ PAYLOAD_KEY: PRODUCTION_PAYLOAD_KEY })).toThrow(
      /TOTP_ENCRYPTION_KEY is not set/,
    );
    expect(loadConfig(PRODUCTION_ENV).demo).toBe(false);
  });

  it("never signs payment callbacks with the demo's public secret", () => {
    const demoSecret = 'marquee-demo-payment-callback-secret';
    expect(loadConfig({ MARQUEE_DEMO: '1' }).paymentCallbackSecret).toBe(demoSecret);
    expect(loadConfig(PRODUCTION_ENV).paymentCallbackSecret).not.toBe(demoSecret);
    expect(() => loadConfig({ ...PRODUCTION_ENV, PAYMENT_CALLBACK_SECRET: demoSecret })).toThrow(
      /PAYMENT_CALLBACK_SECRET is the public demo value/,
    );
    expect(() => loadConfig({ ...PRODUCTION_ENV, PAYMENT_CALLBACK_SECRET: 'short' })).toThrow(
      /PAYMENT_CALLBACK_SECRET must be at least 16/,
    );
  });

  it('the command exits with that message instead of starting', () => {
    const cli = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--conditions=source', path.join(packageRoot, 'src/cli.ts')],
      {
        cwd: packageRoot,
        encoding: 'utf8',
        env: { PATH: process.env.PATH, PORT: '0', DATA_DIR: ':memory:', NODE_ENV: 'production' },
        timeout: 60_000,
      },
    );
    expect(cli.status).toBe(1);
    expect(cli.stderr).toMatch(/PAYLOAD_KEY is not set/);
    expect(cli.stdout).not.toMatch(/running at/);
  });

  describe('with its secrets', () => {
    let server: RunningServer | undefined;
    let warn: MockInstance<typeof console.warn>;
    beforeAll(async () => {
      warn = vi.spyOn(console, 'warn');
      // NODE_ENV left unset: production is the default, not something to ask for
      server = await startTestServer({ ...PRODUCTION_ENV, NODE_ENV: undefined }, 'production');
    });
    afterAll(async () => {
      await server?.close();
      warn.mockRestore();
    });

    it('answers 404 on every dev route and on the demo providers', async () => {
      for (const [method, route] of DEMO_ROUTES) {
        expect((await hit(server!, method, route)).status, `${method} ${route}`).toBe(404);
      }
      expect(warn).not.toHaveBeenCalledWith(DEMO_WARNING);
    });

    it('has no demo accounts and offers no social provider', async () => {
      const login = await logIn(server!, 'demo', 'Demo1234!', PRODUCTION_PAYLOAD_KEY);
      expect(login.status).toBe(400);
      expect(login.body.code).toBe('WRONG_CREDENTIALS');
      const providers = await fetch(`${server!.url}${api.session.socialProviders.path}`);
      expect(((await providers.json()) as Envelope<unknown>).value).toEqual([]);
      const database = await seedOpenedDatabase(
        await openTestDatabase('production'),
        testConfig(PRODUCTION_ENV),
      );
      try {
        // neither the demo accounts nor the demo players of the winner board
        expect(await database.db.select({ account: members.account }).from(members)).toEqual([]);
      } finally {
        await database.close();
      }
    });

    it('gives a new member no play money: money comes in by deposit only', async () => {
      const { encryptPayload, ENCRYPTED_HEADER } = await import('@marquee/api-client/contract');
      const res = await fetch(`${server!.url}${api.member.register.path}`, {
        method: api.member.register.method,
        headers: { 'content-type': 'application/json', [ENCRYPTED_HEADER]: '1' },
        body: JSON.stringify({
          data: encryptPayload(registerBody({ username: uniqueName('real') }), PRODUCTION_PAYLOAD_KEY),
        }),
      });
      const registered = (await res.json()) as Envelope<LoginResponse>;
      expect(registered.success).toBe(true);
      const balance = await fetch(`${server!.url}${api.wallet.balance.path}`, {
        headers: { authorization: `Bearer ${registered.value.token}` },
      });
      expect(((await balance.json()) as Envelope<{ sumBalance: number }>).value.sumBalance).toBe(0);
    });
  });
});

describe('a database the demo ran on', () => {
  it('is refused by a production start, naming the demo accounts', async () => {
    await expect(
      seedOpenedDatabase(await openTestDatabase('demo'), testConfig(PRODUCTION_ENV)),
    ).rejects.toThrow(/holds the demo accounts with their published passwords \(demo, agent.*MARQUEE_DEMO=1/);
  });
});

describe('demo mode (MARQUEE_DEMO=1)', () => {
  let server: RunningServer | undefined;
  let warn: MockInstance<typeof console.warn>;
  beforeAll(async () => {
    warn = vi.spyOn(console, 'warn');
    server = await startTestServer({ NODE_ENV: undefined });
  });
  afterAll(async () => {
    await server?.close();
    warn.mockRestore();
  });

  it('prints the warning and opens the dev routes, the demo provider and the demo accounts', async () => {
    expect(warn).toHaveBeenCalledWith(DEMO_WARNING);
    expect(DEMO_WARNING).toMatch(/demo mode \(MARQUEE_DEMO=1\)/);
    expect((await hit(server!, 'GET', '/__dev/health')).status).toBe(200);
    expect((await hit(server!, 'POST', '/oauth/demo/token')).status).toBe(200);
    const login = await logIn(server!, 'demo', 'Demo1234!', DEV_PAYLOAD_KEY);
    expect(login.status).toBe(200);
    expect(login.body.value.token).not.toBe('');
    const providers = await fetch(`${server!.url}${api.session.socialProviders.path}`);
    expect(
      ((await providers.json()) as Envelope<{ provider: string }[]>).value.map((p) => p.provider),
    ).toEqual(['demo']);
  });
});
