import { createServer, request } from 'node:http';
import { api, CHAT_MEMBER_SOCKET_PATH, type Envelope, type SystemStatus } from '@marquee/api-client/contract';
import { sql } from 'drizzle-orm';
import { KEEP_ALIVE_TIMEOUT, keepIdleSocketsLonger } from './http/keep-alive';
import { CONTENT_SECURITY_POLICY } from './http/security-headers';
import { type RunningServer, startServer } from './server';
import { ChatClient } from './test-support/chat-client';
import { openTestDatabase, testConfig } from './test-support/harness';

describe('startServer', () => {
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.close();
  });

  it('listens on a free port and answers over HTTP', async () => {
    server = await startServer(testConfig({ PORT: '0', HOST: '127.0.0.1' }));
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.url).not.toMatch(/:0$/);
    expect(server.database).toBe('in-memory PGlite');
    const res = await fetch(`${server.url}${api.system.status.path}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Envelope<SystemStatus>;
    expect(body.value).toEqual({ status: 0, maintenance: null, ip: '127.0.0.1' });
    // idle sockets are kept longer than Node's 5 s, and clients are told so
    expect(res.headers.get('keep-alive')).toBe(`timeout=${KEEP_ALIVE_TIMEOUT / 1000}`);
    // over real HTTP the security headers are written on the Node response: an answer, a refusal
    // and an unknown path all carry them
    for (const [path, status] of [
      [api.system.status.path, 200],
      [api.wallet.balance.path, 401],
      ['/wps/no-such-call', 404],
    ] as const) {
      const answer = await fetch(`${server.url}${path}`);
      expect(answer.status, path).toBe(status);
      expect(answer.headers.get('content-security-policy'), path).toBe(CONTENT_SECURITY_POLICY);
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('strict-transport-security'), path).toBeNull();
    }
    await server.close();
    await expect(fetch(`${server.url}${api.system.status.path}`)).rejects.toThrow();
  });
});

describe('keepIdleSocketsLonger', () => {
  it('keeps idle sockets longer than a proxy (60 s), the headers timeout just above it', () => {
    const server = createServer();
    keepIdleSocketsLonger(server);
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT);
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    // slow headers are still cut off about when Node's default (60 s) would
    expect(server.headersTimeout).toBeLessThanOrEqual(70_000);
    // a request still has to arrive in full within Node's request timeout
    expect(server.requestTimeout).toBeGreaterThanOrEqual(server.headersTimeout);
  });
});

describe('health and shutdown', () => {
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.close();
  });

  it('answers the load balancer in JSON: up, ready, and not ready while the migrations are behind', async () => {
    const database = await openTestDatabase();
    server = await startServer(testConfig({ PORT: '0', HOST: '127.0.0.1' }), database);
    const live = await fetch(`${server.url}/healthz`);
    expect(live.status).toBe(200);
    expect(live.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await live.json()).toEqual({ status: 'up' });
    const ready = await fetch(`${server.url}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);

    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    await database.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest}`,
    );
    const behind = await fetch(`${server.url}/readyz`);
    expect([behind.status, await behind.json()]).toEqual([503, { status: 'migrations behind' }]);
    await database.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = ${newest}`,
    );
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it('on close: takes no new connection, answers the request in flight, closes chat sockets with 1012', async () => {
    const running = server as RunningServer;
    const socket = await ChatClient.open(`${running.url.replace('http', 'ws')}${CHAT_MEMBER_SOCKET_PATH}`);
    // a sign-in whose body is still arriving when the server is told to stop
    const body = JSON.stringify({ username: 'nobody1', password: 'Wrong12345', type: 'USERNAME' });
    const req = request(`${running.url}${api.session.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': body.length, expect: '100-continue' },
    });
    const answer = new Promise<{ status: number; connection: string | undefined; text: string }>(
      (resolve, reject) => {
        req.on('error', reject);
        req.on('response', (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, text }),
          );
        });
      },
    );
    req.flushHeaders();
    // the server answers 100 Continue as it hands the request to the app: it is in flight then
    await new Promise((resolve) => req.once('continue', resolve));
    const closing = running.close();
    await expect(socket.closed).resolves.toBe(1012);
    // stopping: the ready probe fails and a new connection is refused
    await expect(fetch(`${running.url}/readyz`)).rejects.toThrow();
    req.end(body);
    const answered = await answer;
    expect(answered.status).toBeLessThan(500);
    expect(JSON.parse(answered.text)).toHaveProperty('success');
    expect(answered.connection).toBe('close');
    await closing;
    await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();
    server = undefined;
  });
});
