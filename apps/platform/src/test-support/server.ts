import { type RunningServer, startServer } from '../server';
import { openTestDatabase, testConfig } from './harness';

/**
 * The real server (its HTTP listener, timers and start-up checks) on a free loopback port, with
 * the config testConfig reads from `env`, on a seeded test database of `kind`. Close it after.
 */
export async function startTestServer(
  env: Record<string, string | undefined> = {},
  kind: 'demo' | 'production' = 'demo',
): Promise<RunningServer> {
  return startServer(testConfig({ PORT: '0', ...env }), await openTestDatabase(kind));
}
