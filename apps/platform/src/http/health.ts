import type { Hono } from 'hono';
import { databaseAtHead } from '../db/migration-head';
import type { Db } from '../db/open';
import type { AppEnv } from './app-env';
import type { Drain } from './drain';

const LIVENESS_PATH = '/healthz';
const READINESS_PATH = '/readyz';

/**
 * What a load balancer asks, in plain JSON and never the web app's page: `/healthz` answers while
 * the process runs; `/readyz` only while it takes requests, its database answers and holds every
 * migration of this build (503 otherwise, with the reason).
 */
export function healthRoutes(app: Hono<AppEnv>, db: Db, drain: Drain): void {
  app.get(LIVENESS_PATH, (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ status: 'up' });
  });
  app.get(READINESS_PATH, async (c) => {
    c.header('cache-control', 'no-store');
    if (drain.draining) return c.json({ status: 'stopping' }, 503);
    let atHead: boolean;
    try {
      atHead = await databaseAtHead(db);
    } catch {
      return c.json({ status: 'database unreachable' }, 503);
    }
    if (!atHead) return c.json({ status: 'migrations behind' }, 503);
    return c.json({ status: 'ready' });
  });
}
