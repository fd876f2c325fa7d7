import { api } from '@marquee/api-client/contract';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db } from '../db/open';
import * as schema from '../db/schema';
import { call, request, testApp, useSeededDatabase } from '../test-support/harness';
import { CONTENT_SECURITY_POLICY, STRICT_TRANSPORT_SECURITY } from './security-headers';

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
      '/chat-console',
      '/oauth/demo/authorize?client_id=marquee-web&redirect_uri=http%3A%2F%2Flocalhost%2Fcallback&state=s1',
      '/demo-lobby/DS88',
    ];
    for (const path of pages) {
      const res = await request(app, path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).not.toMatch(INLINE_STYLE);
    }
    for (const path of [
      '/chat-console/console.css',
      '/oauth/demo/authorize.css',
      '/demo-game/assets/game.css',
    ]) {
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

describe('HSTS', () => {
  it('is sent behind a trusted proxy that says the request came over HTTPS', async () => {
    const app = testApp(database.db, { TRUST_PROXY: '1' });
    const res = await call(app, api.system.status, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it('is sent when the request itself is HTTPS', async () => {
    const res = await testApp(database.db).request('https://marquee.test/wps/system/status');
    expect(res.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it('is not sent over plain HTTP, nor on an untrusted x-forwarded-proto', async () => {
    const plain = await call(testApp(database.db, { TRUST_PROXY: '1' }), api.system.status);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const untrusted = await call(testApp(database.db), api.system.status, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(untrusted.headers.get('strict-transport-security')).toBeNull();
    const proxiedHttp = await call(testApp(database.db, { TRUST_PROXY: '1' }), api.system.status, {
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(proxiedHttp.headers.get('strict-transport-security')).toBeNull();
  });
});
