import {
  api,
  DEFAULT_HOME_SECTIONS,
  decryptCustomerServicePath,
  FEATURE_FLAGS,
} from '@marquee/api-client/contract';
import { BRAND } from '../reference/brand';
import { writeSetting } from '../services/system/settings';
import { call, testApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();

describe('GET system.whitelabel', () => {
  it('answers the permission info of the demo brand', async () => {
    const { status, body } = await call(testApp(database.db), api.system.whitelabel, {
      query: { url: 'localhost:8080' },
      ip: '198.51.100.20',
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const info = body.value;
    expect(info.merchantCode).toBe('MARQUEE');
    expect(info.currency).toEqual({ code: 'PHP', symbol: '₱' });
    expect(info.minimumAge).toBe(21);
    expect(info.whitelabel.map((module) => module.modId)).toEqual([...FEATURE_FLAGS]);
    expect(info.whitelabel.every((module) => module.enabled === 1)).toBe(true);
    expect(info.location).toEqual({ ip: '198.51.100.20' });
    expect(info.maintenance).toBeNull();
    expect(info.regionRestriction).toBe(false);
    expect(info.resources.length).toBeGreaterThanOrEqual(6);
    expect(info.customerService.map((entry) => entry.csType)).toEqual(['LIVECHAT', 'VIP']);
    expect(info.imageCDNs).toEqual([]);
    expect(info.homeSections).toEqual([...DEFAULT_HOME_SECTIONS]);
    // demo mode: reset links go to the dev outbox
    expect(info.mailDelivery).toBe(true);
  });

  it("answers home's sections as the brand set them, and today's for a brand stored without them", async () => {
    const homeSections = async () =>
      (await call(testApp(database.db), api.system.whitelabel, { query: { url: 'localhost' } })).body.value
        .homeSections;
    await writeSetting(database.db, 'brand', { ...BRAND, homeSections: ['vendors', 'hot'] });
    expect(await homeSections()).toEqual(['vendors', 'hot']);
    const { homeSections: _left, ...older } = BRAND;
    await writeSetting(database.db, 'brand', older as typeof BRAND);
    expect(await homeSections()).toEqual([...DEFAULT_HOME_SECTIONS]);
    await writeSetting(database.db, 'brand', BRAND);
  });

  it('gives registration rules whose patterns accept good input and reject bad input', async () => {
    const { body } = await call(testApp(database.db), api.system.whitelabel, { query: { url: 'localhost' } });
    const rules = new Map(body.value.register.map((rule) => [rule.field, rule]));
    expect([...rules.keys()]).toEqual([
      'username',
      'password',
      'verifyPwd',
      'mobileNum',
      'email',
      'referralCode',
    ]);
    const accepts = (field: string, value: string) => {
      const rule = rules.get(field);
      if (!rule) throw new Error(`no rule for ${field}`);
      return (
        new RegExp(rule.acceptedPattern).test(value) &&
        value.length >= rule.minLength &&
        value.length <= rule.maxLength
      );
    };
    expect(accepts('username', 'player01')).toBe(true);
    expect(accepts('username', '1player')).toBe(false);
    expect(accepts('username', 'abc')).toBe(false);
    expect(accepts('password', 'secret123')).toBe(true);
    expect(accepts('password', 'p@ss-word.42')).toBe(true);
    expect(accepts('password', 'onlyletters')).toBe(false);
    expect(accepts('password', 'with space 1')).toBe(false);
    expect(accepts('verifyPwd', 'secret123')).toBe(true);
    expect(accepts('mobileNum', '09171234567')).toBe(true);
    expect(accepts('mobileNum', '+639171234567')).toBe(true);
    expect(accepts('mobileNum', '0917-123')).toBe(false);
    expect(accepts('email', 'player@example.com')).toBe(true);
    expect(accepts('email', 'player@')).toBe(false);
    expect(accepts('referralCode', 'AB3DE7GH')).toBe(true);
    expect(accepts('referralCode', 'AB3DE7G')).toBe(false);
    for (const rule of rules.values()) expect(rule.patternId).toBeGreaterThan(0);
  });

  it('follows FEATURES from the environment', async () => {
    const app = testApp(database.db, { FEATURES: 'DIRECTREG3,FREEPLAY3' });
    const { body } = await call(app, api.system.whitelabel, { query: { url: 'localhost' } });
    const enabled = body.value.whitelabel
      .filter((module) => module.enabled === 1)
      .map((module) => module.modId);
    expect(enabled).toEqual(['FREEPLAY3', 'DIRECTREG3']);
    expect(body.value.whitelabel).toHaveLength(FEATURE_FLAGS.length);
  });

  it('400s without a url', async () => {
    const { status, body } = await call(testApp(database.db), api.system.whitelabel);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: "'url' is required", value: null });
  });
});

describe('GET system.status', () => {
  it('answers normal with the visitor ip', async () => {
    const { status, body } = await call(testApp(database.db), api.system.status, {
      ip: '::ffff:203.0.113.5',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: 'OK',
      value: { status: 0, maintenance: null, ip: '203.0.113.5' },
    });
  });

  it('reads x-forwarded-for only behind a trusted proxy', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.77, 10.0.0.1' };
    const direct = await call(testApp(database.db), api.system.status, { headers, ip: '10.0.0.1' });
    expect(direct.body.value.ip).toBe('10.0.0.1');
    const proxied = await call(testApp(database.db, { TRUST_PROXY: '1' }), api.system.status, {
      headers,
      ip: '10.0.0.1',
    });
    expect(proxied.body.value.ip).toBe('203.0.113.77');
  });

  it('405s another method with an Allow header', async () => {
    const { status, headers, body } = await call(testApp(database.db), api.system.status, { method: 'POST' });
    expect(status).toBe(405);
    expect(headers.get('allow')).toContain('GET');
    expect(body.success).toBe(false);
    expect(body.value).toBeNull();
  });
});

describe('GET system.registerSettings', () => {
  it('answers the same rules as the permission info', async () => {
    const app = testApp(database.db);
    const settings = await call(app, api.system.registerSettings);
    const whitelabel = await call(app, api.system.whitelabel, { query: { url: 'localhost' } });
    expect(settings.body.value).toEqual(whitelabel.body.value.register);
  });
});

describe('GET system.domainRoute', () => {
  it('accepts a listed domain, the served host and loopback', async () => {
    const app = testApp(database.db);
    for (const url of [
      'www.marquee-demo.example',
      'https://m.marquee-demo.example/path',
      'localhost:5173',
      '127.0.0.1',
    ]) {
      const { body } = await call(app, api.system.domainRoute, { query: { url } });
      expect(body.value.valid, url).toBe(true);
    }
    const { body } = await call(app, api.system.domainRoute, { query: { url: 'casino.example' } });
    expect(body.value).toEqual({ domain: 'casino.example', valid: false });
  });

  it('400s without a url', async () => {
    const { status, body } = await call(testApp(database.db), api.system.domainRoute, {
      query: { url: ' ' },
    });
    expect(status).toBe(400);
    expect(body.message).toMatch(/url/);
  });
});

describe('GET system.helpCenter', () => {
  const footerArticles = [
    'about',
    'contact',
    'terms',
    'responsible-gaming',
    'privacy',
    'affiliates',
    'refund',
  ];

  it('answers the articles in the asked language, each with its address and category', async () => {
    const app = testApp(database.db);
    const english = await call(app, api.system.helpCenter, { query: { language: 'EN' } });
    const vietnamese = await call(app, api.system.helpCenter, { query: { language: 'vi' } });
    expect(english.status).toBe(200);
    const slugs = english.body.value.articles.map((article) => article.slug);
    for (const slug of footerArticles) expect(slugs).toContain(slug);
    expect(vietnamese.body.value.articles.map((article) => article.slug)).toEqual(slugs);
    const withdraw = vietnamese.body.value.articles.find((article) => article.slug === 'withdraw');
    expect(withdraw).toMatchObject({ title: 'Cách rút tiền thắng', categorySlug: 'payments' });
    expect(withdraw?.content).toContain('<ol>');
    expect(english.body.value.articles.find((article) => article.slug === 'withdraw')?.title).toBe(
      'How to withdraw your winnings',
    );
  });

  it('has every article in the six languages of the translation files, none an English copy', async () => {
    const app = testApp(database.db);
    const english = await call(app, api.system.helpCenter, { query: { language: 'EN' } });
    for (const language of ['CN', 'ID', 'TH', 'TY', 'VI']) {
      const { body } = await call(app, api.system.helpCenter, { query: { language } });
      expect(body.value.language).toBe(language);
      expect(body.value.articles).toHaveLength(english.body.value.articles.length);
      body.value.articles.forEach((article, index) => {
        expect(article.content).not.toBe(english.body.value.articles[index]?.content);
      });
    }
  });

  it('falls back to English for a language the brand did not write, and refuses an unknown code', async () => {
    const app = testApp(database.db);
    const japanese = await call(app, api.system.helpCenter, { query: { language: 'JA' } });
    expect(japanese.body.value.language).toBe('EN');
    expect(japanese.body.value.languages).toEqual(['CN', 'EN', 'ID', 'TH', 'TY', 'VI']);
    expect(japanese.body.value.articles[0]?.title).toBe('About Marquee Demo');
    const unknown = await call(app, api.system.helpCenter, { query: { language: 'XX' } });
    expect(unknown.status).toBe(400);
  });
});

describe('GET system.appDownload', () => {
  it('answers the iOS and Android builds with their links, versions and sizes', async () => {
    const { status, body } = await call(testApp(database.db), api.system.appDownload);
    expect(status).toBe(200);
    expect(body.value.releases.map((release) => release.platform)).toEqual(['IOS', 'ANDROID']);
    for (const release of body.value.releases) {
      expect(release.url).toMatch(/^https:\/\//);
      expect(release.version).toMatch(/^\d+\.\d+\.\d+$/);
      expect(release.sizeBytes).toBeGreaterThan(1_000_000);
    }
  });
});

describe('GET system.customerService', () => {
  it('answers live chat as a plain path and VIP enciphered (type 3)', async () => {
    const { body } = await call(testApp(database.db), api.system.customerService);
    const [chat, vip] = body.value.version.pathList;
    expect(chat).toEqual({ csType: 'LIVECHAT', type: '1', path: '/livechat' });
    expect(vip?.type).toBe('3');
    expect(vip?.path).not.toContain('/livechat');
    expect(decryptCustomerServicePath(vip?.path ?? '')).toBe('/livechat');
  });
});

describe('GET routers.domains', () => {
  it('answers the domain list, fastest first, with the resources', async () => {
    const { body } = await call(testApp(database.db), api.routers.domains);
    const speeds = body.value.domainList.map((entry) => entry.speed);
    expect(speeds.length).toBeGreaterThanOrEqual(3);
    expect(speeds).toEqual([...speeds].sort((a, b) => a - b));
    expect(body.value.resources.map((resource) => resource.resourceType)).toContain('TELEGRAM');
  });
});

describe('gateway calls this platform does not serve', () => {
  it('answer the 404 envelope, not canned data', async () => {
    const app = testApp(database.db);
    for (const path of ['/lgw/lottery/lobby', '/wps/system/menu']) {
      const res = await app.request(`http://localhost${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({
        success: false,
        message: `Not available: GET ${path}`,
        value: null,
      });
    }
    const unknown = await app.request('http://localhost/lgw/nothing/here');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ success: false, value: null });
  });
});
