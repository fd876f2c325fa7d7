import type { Hono } from 'hono';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import type { AppEnv } from './http/app-env';
import { PRODUCTION_ENV, testApp, useSeededDatabase } from './test-support/harness';

const database = useSeededDatabase();

/**
 * The routes that Hono's RegExp router cannot take after the ones before them (a static path
 * beside a parameter in the same segment, e.g. `/x/file.css` and `/x/:id`): one of them makes the
 * app's SmartRouter fall back to the trie router for every request, which costs each request more.
 */
function unsupported(app: Hono<AppEnv>): string[] {
  const taken: Hono<AppEnv>['routes'] = [];
  const refused: string[] = [];
  for (const route of app.routes) {
    const router = new RegExpRouter<unknown>();
    try {
      for (const each of [...taken, route]) router.add(each.method, each.path, each.handler);
      router.match('GET', '/');
      taken.push(route);
    } catch {
      refused.push(`${route.method} ${route.path}`);
    }
  }
  return refused;
}

/** The router the app's SmartRouter settled on (it chooses on the first request). */
async function activeRouter(app: Hono<AppEnv>): Promise<string> {
  await app.request('/healthz');
  return (app.router as unknown as { activeRouter: { name: string } }).activeRouter.name;
}

describe("the app's router", () => {
  it('is the RegExp router in demo mode, with the demo game, lobby and payment pages', async () => {
    const app = testApp(database.db);
    expect(unsupported(app)).toEqual([]);
    expect(await activeRouter(app)).toBe('RegExpRouter');
  });

  it('is the RegExp router in production', async () => {
    const app = testApp(database.db, PRODUCTION_ENV);
    expect(unsupported(app)).toEqual([]);
    expect(await activeRouter(app)).toBe('RegExpRouter');
  });
});
