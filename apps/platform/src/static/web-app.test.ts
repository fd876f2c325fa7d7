import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  api,
  BANNER_ROUTES_FILE,
  DEMO_PAYLOAD_KEY,
  LANGUAGE_COOKIE,
  PAYLOAD_KEY_FILE,
  PRERENDER_SLOTS,
  PRERENDERED_PAGES_FILE,
  type PrerenderedPages,
  payloadKeyFingerprint,
} from '@marquee/api-client/contract';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db } from '../db/open';
import * as schema from '../db/schema';
import { CONTENT_SECURITY_POLICY } from '../http/security-headers';
import { startServer } from '../server';
import { escapeXml } from '../services/media/svg';
import {
  call,
  PRODUCTION_ENV,
  PRODUCTION_PAYLOAD_KEY,
  testApp,
  testConfig,
  useSeededDatabase,
} from '../test-support/harness';
import { checkWebBuildKey } from './web-app';

// no database behind these apps: every query throws (which the 500 test relies on)
const noDatabase = drizzle.mock({ schema }) as unknown as Db;

let webDist: string;
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-4f9a2c1b.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('marquee '.repeat(400))});`;

beforeAll(() => {
  webDist = mkdtempSync(path.join(tmpdir(), 'marquee-web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX);
  writeFileSync(path.join(webDist, 'assets', 'index-4f9a2c1b.js'), SCRIPT);
  writeFileSync(path.join(webDist, 'assets', 'index-4f9a2c1b.js.map'), '{"sourcesContent":["secret"]}');
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(tmpdir(), 'marquee-secret.txt'), 'secret');
});

afterAll(() => {
  rmSync(webDist, { recursive: true, force: true });
  rmSync(path.join(tmpdir(), 'marquee-secret.txt'), { force: true });
});

const app = () => testApp(noDatabase, { WEB_DIST: webDist });
const get = (path: string, headers: Record<string, string> = {}) =>
  app().request(`http://localhost${path}`, { headers });

describe('the web app', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const res = await get('/assets/index-4f9a2c1b.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(SCRIPT);
  });

  it('serves index.html and other files with no-cache', async () => {
    for (const path of ['/', '/index.html', '/favicon.svg']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
    expect(await (await get('/')).text()).toBe(INDEX);
  });

  it('falls back to index.html for app routes (history mode)', async () => {
    for (const path of [
      '/register',
      '/rng?vassalage=PG',
      '/noticePage',
      '/deep/link/here',
      '/promoDetail.html',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toBe(INDEX);
    }
  });

  it('404s a missing hashed asset instead of answering HTML', async () => {
    const res = await get('/assets/index-00000000.js');
    expect(res.status).toBe(404);
  });

  it('answers 304 to a matching etag', async () => {
    const first = await get('/');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get('/', { 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
  });

  it('never serves files outside WEB_DIST', async () => {
    for (const path of [
      '/../marquee-secret.txt',
      '/%2e%2e/marquee-secret.txt',
      '/assets/..%2f..%2fmarquee-secret.txt',
    ]) {
      const res = await get(path);
      expect(await res.text(), path).not.toBe('secret');
    }
  });

  it('compresses text with brotli or gzip', async () => {
    const br = await get('/assets/index-4f9a2c1b.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const gzip = await get('/assets/index-4f9a2c1b.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await get('/assets/index-4f9a2c1b.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('answers a 503 page telling to build when WEB_DIST has no index.html', async () => {
    const res = await testApp(noDatabase, { WEB_DIST: path.join(webDist, 'assets') }).request(
      'http://localhost/',
    );
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('pnpm build');
  });
});

describe('source maps and the payload key of the build', () => {
  it('serves source maps in the demo only', async () => {
    const map = '/assets/index-4f9a2c1b.js.map';
    expect((await get(map)).status).toBe(200);
    const production = testApp(noDatabase, { ...PRODUCTION_ENV, WEB_DIST: webDist });
    const res = await production.request(`http://localhost${map}`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('secret');
    expect((await production.request('http://localhost/assets/index-4f9a2c1b.js')).status).toBe(200);
  });

  it('refuses at a production start a build made with another payload key, naming the fix', async () => {
    const marker = path.join(webDist, PAYLOAD_KEY_FILE);
    const built = (key: string) =>
      writeFileSync(marker, JSON.stringify({ sha256: payloadKeyFingerprint(key) }));
    try {
      built(DEMO_PAYLOAD_KEY);
      expect(() => checkWebBuildKey(webDist, PRODUCTION_PAYLOAD_KEY)).toThrow(/VITE_PAYLOAD_KEY/);
      // nothing is opened or listened on: the start stops at the check
      await expect(
        startServer(testConfig({ ...PRODUCTION_ENV, WEB_DIST: webDist, PORT: '0' })),
      ).rejects.toThrow(/was not built with PAYLOAD_KEY.*VITE_PAYLOAD_KEY="\$PAYLOAD_KEY" pnpm build/);
      rmSync(marker);
      expect(() => checkWebBuildKey(webDist, PRODUCTION_PAYLOAD_KEY)).toThrow(/VITE_PAYLOAD_KEY/);
      built(PRODUCTION_PAYLOAD_KEY);
      expect(() => checkWebBuildKey(webDist, PRODUCTION_PAYLOAD_KEY)).not.toThrow();
      // no build at all: the API runs and the page says to build
      expect(() => checkWebBuildKey('/nonexistent/web/dist', PRODUCTION_PAYLOAD_KEY)).not.toThrow();
    } finally {
      rmSync(marker, { force: true });
    }
  });
});

describe('every response', () => {
  it('carries the security headers', async () => {
    for (const path of ['/', '/assets/index-4f9a2c1b.js', '/wps/nothing', '/register']) {
      const res = await get(path);
      expect(res.headers.get('content-security-policy'), path).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    }
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('lets a web app built for another platform reach it (PLATFORM_ORIGINS), scripts still only from self', async () => {
    const app = testApp(noDatabase, { WEB_DIST: webDist, PLATFORM_ORIGINS: 'https://api.example.com' });
    const policy = (await app.request('http://localhost/')).headers.get('content-security-policy') ?? '';
    expect(policy).toContain("connect-src 'self' https://api.example.com;");
    expect(policy).toContain("img-src 'self' data: blob: https://api.example.com;");
    expect(policy).toContain("script-src 'self';");
  });
});

describe('CORS_ORIGINS', () => {
  const origin = 'https://play.example.com';
  const preflight = (app: ReturnType<typeof testApp>, from: string) =>
    app.request('http://localhost/wps/member/info', {
      method: 'OPTIONS',
      headers: {
        origin: from,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization, x-module-id',
      },
    });

  it('answers the preflight of a listed origin without a token, and no other', async () => {
    const app = testApp(noDatabase, { CORS_ORIGINS: origin });
    const allowed = await preflight(app, origin);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(origin);
    expect(allowed.headers.get('access-control-allow-headers')).toContain('authorization');
    const refused = await preflight(app, 'https://evil.example.com');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('is off by default', async () => {
    const res = await preflight(testApp(noDatabase), origin);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('API paths', () => {
  it('are never answered with index.html', async () => {
    const res = await get('/wps/no/such/route');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({
      success: false,
      message: 'Not available: GET /wps/no/such/route',
      value: null,
    });
  });

  it('answer a 500 envelope without a stack trace when something throws', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { status, body } = await call(app(), api.system.status);
    expect(status).toBe(500);
    expect(body).toEqual({ success: false, message: 'Internal error', value: null });
    expect(JSON.stringify(body)).not.toMatch(/at |\.ts|Error/);
    expect(logged).toHaveBeenCalled();
  });
});

describe('the first banner of a route, named in a preload header', () => {
  const seeded = useSeededDatabase();
  let withRoutes: string;

  beforeAll(() => {
    withRoutes = mkdtempSync(path.join(tmpdir(), 'marquee-web-dist-'));
    writeFileSync(path.join(withRoutes, 'index.html'), INDEX);
    writeFileSync(
      path.join(withRoutes, BANNER_ROUTES_FILE),
      JSON.stringify([
        { paths: ['/', '/home'], group: 'w_home' },
        { paths: ['/rng'], group: 'w_rng' },
      ]),
    );
  });
  afterAll(() => rmSync(withRoutes, { recursive: true, force: true }));

  const firstBannerOf = async (group: string) => {
    const { body } = await call(testApp(seeded.db), api.notice.announcements, {
      query: { types: 'B', platform: 'W', execution: 'B', language: 'EN' },
    });
    return body.value?.banners.find((banner) => banner.groupName === group)?.url;
  };
  const linkOf = async (dist: string, target: string) =>
    (await testApp(seeded.db, { WEB_DIST: dist }).request(`http://localhost${target}`)).headers.get('link');

  it('names the first banner of the route group, matching routes as the app does', async () => {
    const home = await firstBannerOf('w_home');
    const rng = await firstBannerOf('w_rng');
    expect(home).toMatch(/^\/media\/banners\/\d+\.svg$/);
    expect(rng).not.toBe(home);
    for (const target of ['/', '/HOME/', '/?lang=en']) {
      expect(await linkOf(withRoutes, target), target).toBe(
        `<${home}>; rel=preload; as=image; fetchpriority=high`,
      );
    }
    expect(await linkOf(withRoutes, '/rng?vassalage=PG')).toBe(
      `<${rng}>; rel=preload; as=image; fetchpriority=high`,
    );
  });

  it("names the same artwork in every language (the app draws the banner's words over it)", async () => {
    const { body } = await call(testApp(seeded.db), api.notice.announcements, {
      query: { types: 'B', platform: 'W', execution: 'B', language: 'VI' },
    });
    const vietnamese = body.value?.banners.find((banner) => banner.groupName === 'w_home')?.url;
    expect(vietnamese).toBe(await firstBannerOf('w_home'));
    const res = await testApp(seeded.db, { WEB_DIST: withRoutes }).request('http://localhost/', {
      headers: { cookie: `${LANGUAGE_COOKIE}=VI` },
    });
    expect(res.headers.get('link')).toBe(`<${vietnamese}>; rel=preload; as=image; fetchpriority=high`);
    expect(res.headers.get('vary')).toContain('Cookie');
  });

  it("serves home and a lobby with their prerendered first screen, each filled with its group's first banner and the first notice", async () => {
    const prerendered = mkdtempSync(path.join(tmpdir(), 'marquee-web-dist-'));
    const { bannerSrc, bannerTitle, bannerSubtitle, bannerWidth, bannerHeight, noticeTitle } =
      PRERENDER_SLOTS;
    const page = (name: string, facts: string) =>
      `<html><body><div id="app-prerendered" data-page="${name}" data-facts="${facts}"><p>${noticeTitle}</p><img src="${bannerSrc}" alt="" width="${bannerWidth}" height="${bannerHeight}" fetchpriority="high"><p>${bannerTitle}</p><p>${bannerSubtitle}</p></div><div id="root"></div></body></html>`;
    // every combination of the facts, as the build writes them
    const keys = [
      '',
      'notices',
      'registration',
      'slides',
      'notices,registration',
      'notices,slides',
      'registration,slides',
      'notices,registration,slides',
    ];
    const pages: PrerenderedPages = {
      language: 'EN',
      pages: [
        {
          paths: ['/', '/home'],
          group: 'w_home',
          documents: Object.fromEntries(keys.map((key) => [key, page('home', key)])),
        },
        {
          paths: ['/rng'],
          group: 'w_rng',
          documents: Object.fromEntries(keys.map((key) => [key, page('rng', key)])),
        },
      ],
    };
    writeFileSync(path.join(prerendered, 'index.html'), INDEX);
    writeFileSync(path.join(prerendered, PRERENDERED_PAGES_FILE), JSON.stringify(pages));
    try {
      const { body } = await call(testApp(seeded.db), api.notice.announcements, {
        query: { types: 'B,PL', platform: 'W', execution: 'B', language: 'EN' },
      });
      const firstOf = (group: string) =>
        body.value?.banners.find((candidate) => candidate.groupName === group);
      const banner = firstOf('w_home');
      const slotsBanner = firstOf('w_rng');
      const notice = body.value?.player[0];
      if (!banner || !slotsBanner || !notice)
        throw new Error('the seed has a home banner, a slots banner and a player notice');
      const served = testApp(seeded.db, { WEB_DIST: prerendered });
      const res = await served.request('http://localhost/HOME/');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const html = await res.text();
      // the seed: player notices, registration on, several home banners
      expect(html).toContain('data-page="home" data-facts="notices,registration,slides"');
      expect(html).toContain(
        `<img src="${banner.url}" alt="" width="${banner.width}" height="${banner.height}" fetchpriority="high"><p>${escapeXml(banner.title)}</p><p>${escapeXml(banner.subtitle)}</p>`,
      );
      expect(html).toContain(`<p>${escapeXml(notice.title)}</p>`);
      expect(html).not.toContain('{{');
      // the slots lobby, with its own group's first banner
      const slots = await (await served.request('http://localhost/RNG')).text();
      expect(slots).toContain('data-page="rng"');
      expect(slots).toContain(`<img src="${slotsBanner.url}" alt="" width="${slotsBanner.width}"`);
      expect(slots).not.toContain('{{');
      // not a prerendered page, or a visitor reading another language: the plain page, which the app fills itself
      expect(await (await served.request('http://localhost/live')).text()).toBe(INDEX);
      const tagalog = await served.request('http://localhost/', {
        headers: { cookie: `${LANGUAGE_COOKIE}=TY` },
      });
      expect(await tagalog.text()).toBe(INDEX);
      // a link's ?lang= is the language the app will show, over the cookie (the app takes it so)
      const linkedToThai = await served.request('http://localhost/?lang=th', {
        headers: { cookie: `${LANGUAGE_COOKIE}=EN` },
      });
      expect(await linkedToThai.text()).toBe(INDEX);
      const linkedToEnglish = await served.request('http://localhost/?lang=en', {
        headers: { cookie: `${LANGUAGE_COOKIE}=TY` },
      });
      expect(await linkedToEnglish.text()).toContain('data-facts="notices,registration,slides"');
    } finally {
      rmSync(prerendered, { recursive: true, force: true });
    }
  });

  it('names nothing for a route without a banner, or a build without the table', async () => {
    expect(await linkOf(withRoutes, '/login')).toBeNull();
    expect(await linkOf(webDist, '/')).toBeNull();
  });
});
