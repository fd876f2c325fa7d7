import { api, type Envelope, type SystemStatus } from '@marquee/api-client/contract';
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
    await server.close();
    await expect(fetch(`${server.url}${api.system.status.path}`)).rejects.toThrow();
  });
});
