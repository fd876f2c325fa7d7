import { createServer } from 'node:http';
import { api, type Envelope, type SystemStatus } from '@marquee/api-client/contract';
import { KEEP_ALIVE_TIMEOUT, keepIdleSocketsLonger } from './http/keep-alive';
import { CONTENT_SECURITY_POLICY } from './http/security-headers';
import { type RunningServer, startServer } from './server';
import { testConfig } from './test-support/harness';

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
