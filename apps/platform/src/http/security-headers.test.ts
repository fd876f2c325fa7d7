import { drizzle } from 'drizzle-orm/pglite';
import type { Db } from '../db/open';
import * as schema from '../db/schema';
import { request, testApp, useSeededDatabase } from '../test-support/harness';
import { CONTENT_SECURITY_POLICY } from './security-headers';

const database = useSeededDatabase();

/** What a policy without 'unsafe-inline' would block: a `<style>` element or a `style` attribute. */
const INLINE_STYLE = /<style|\sstyle\s*=/i;

describe('no inline styles', () => {
  it('the policy allows styles from this origin only', async () => {
    const res = await request(testApp(database.db), '/wps/system/status');
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("style-src 'self';");
    expect(policy).not.toContain('unsafe-inline');
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
  });

  it('the pages the platform writes carry none, and their stylesheets are served', async () => {
    const app = testApp(database.db);
    const pages = [
      '/support/chat',
      '/support/vip',
      '/oauth/demo/authorize?client_id=marquee-web&redirect_uri=http%3A%2F%2Flocalhost%2Fcallback&state=s1',
      '/demo-lobby/DS88',
    ];
    for (const path of pages) {
      const res = await request(app, path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).not.toMatch(INLINE_STYLE);
    }
    for (const path of ['/support/support.css', '/oauth/demo/authorize.css', '/demo-game/assets/game.css']) {
      const res = await request(app, path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/css/);
    }
    const notBuilt = testApp(drizzle.mock({ schema }) as unknown as Db, { WEB_DIST: '/nonexistent' });
    const res = await notBuilt.request('http://localhost/');
    expect(res.status).toBe(503);
    expect(await res.text()).not.toMatch(INLINE_STYLE);
  });
});
