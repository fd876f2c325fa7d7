import { api, type Notice, promotionsApi } from '@marquee/api-client/contract';
import { NORMAL_STATUS, writeSetting } from '../services/system/settings';
import {
  call,
  envelopeOf,
  PRODUCTION_ENV,
  request,
  testApp,
  useSeededDatabase,
} from '../test-support/harness';

const database = useSeededDatabase();

beforeEach(async () => {
  await writeSetting(database.db, 'system_status', NORMAL_STATUS);
});

const setStatus = (json: unknown, env: Record<string, string> = {}) =>
  request(testApp(database.db, env), '/__dev/system-status', { method: 'PUT', json });

describe('system status switching', () => {
  it('switches the live status through the dev endpoint, persisted in the database', async () => {
    const res = await setStatus({ status: 1, maintenanceEnd: '2026-12-01T02:00:00+08:00' });
    expect(res.status).toBe(200);
    // a fresh app on the same database sees it: the status lives in the database
    const app = testApp(database.db);
    const { body } = await call(app, api.system.status);
    expect(body.value).toEqual({
      status: 1,
      maintenance: { endTime: '2026-11-30T18:00:00.000Z' },
      ip: '127.0.0.1',
    });
    const permission = await call(app, api.system.whitelabel, { query: { url: 'localhost' } });
    expect(permission.body.value.maintenance).toEqual({ endTime: '2026-11-30T18:00:00.000Z' });
    expect(permission.body.value.regionRestriction).toBe(false);

    await setStatus({ status: 2 });
    const blocked = await call(app, api.system.whitelabel, { query: { url: 'localhost' } });
    expect(blocked.body.value.maintenance).toBeNull();
    expect(blocked.body.value.regionRestriction).toBe(true);
    expect((await call(app, api.system.status)).body.value.status).toBe(2);

    await setStatus({ status: '0' });
    expect((await call(app, api.system.status)).body.value).toMatchObject({ status: 0, maintenance: null });
  });

  it('reports a demo visitor ip when one is set', async () => {
    await setStatus({ status: 2, ip: '203.0.113.9' });
    const { body } = await call(testApp(database.db), api.system.status, { ip: '127.0.0.1' });
    expect(body.value).toEqual({ status: 2, maintenance: null, ip: '203.0.113.9' });
  });

  it('lets SYSTEM_STATUS in the environment win over the stored status', async () => {
    await setStatus({ status: 2 });
    const app = testApp(database.db, { SYSTEM_STATUS: '1', MAINTENANCE_END: '2026-12-24T00:00:00Z' });
    const { body } = await call(app, api.system.status);
    expect(body.value).toMatchObject({ status: 1, maintenance: { endTime: '2026-12-24T00:00:00.000Z' } });
    const res = await setStatus({ status: 0 }, { SYSTEM_STATUS: '1' });
    expect(await res.json()).toMatchObject({ value: { overriddenByEnvironment: true } });
    expect((await call(app, api.system.status)).body.value.status).toBe(1);
  });

  it('restricts visitors from BLOCKED_IPS, and maintenance wins over the block', async () => {
    const app = testApp(database.db, { BLOCKED_IPS: '198.51.100.1, 198.51.100.2' });
    const blocked = await call(app, api.system.status, { ip: '198.51.100.2' });
    expect(blocked.body.value).toEqual({ status: 2, maintenance: null, ip: '198.51.100.2' });
    const other = await call(app, api.system.status, { ip: '198.51.100.3' });
    expect(other.body.value.status).toBe(0);
    const permission = await call(app, api.system.whitelabel, {
      query: { url: 'localhost' },
      ip: '198.51.100.1',
    });
    expect(permission.body.value.regionRestriction).toBe(true);

    await setStatus({ status: 1 });
    const maintenance = await call(app, api.system.status, { ip: '198.51.100.2' });
    expect(maintenance.body.value).toEqual({ status: 1, maintenance: { endTime: null }, ip: '198.51.100.2' });
    const forced = testApp(database.db, { BLOCKED_IPS: '198.51.100.2', SYSTEM_STATUS: '1' });
    expect((await call(forced, api.system.status, { ip: '198.51.100.2' })).body.value.status).toBe(1);
  });

  it.each([
    [{}, "'status' is required (0, 1 or 2)"],
    [{ status: 5 }, /'status' must be 0/],
    [{ status: 1, maintenanceEnd: 'tomorrow' }, "'maintenanceEnd' must be an ISO 8601 date"],
    [{ status: 2, ip: 'nowhere' }, "'ip' must be an IPv4 or IPv6 address"],
  ])('400s on %j', async (json, message) => {
    const res = await setStatus(json);
    expect(res.status).toBe(400);
    const body = await envelopeOf(res);
    expect(body.success).toBe(false);
    expect(body.message).toMatch(message);
  });
});

describe('POST /__dev/notices', () => {
  it('adds a notice exactly as given (the web app sanitises)', async () => {
    const content = '<p>Hello</p><script>alert(1)</script><img src=x onerror="alert(2)">';
    const app = testApp(database.db);
    const res = await request(app, '/__dev/notices', {
      method: 'POST',
      json: { type: 'PL', title: 'E2E notice', content },
    });
    expect(res.status).toBe(201);
    const created = (await envelopeOf<Notice>(res)).value;
    expect(created).toMatchObject({ type: 'PL', title: 'E2E notice', content });
    const { body } = await call(app, api.notice.announcements, {
      query: { types: 'PL', platform: 'W', execution: 'B' },
    });
    expect(body.value.player[0]).toEqual(created);
  });

  it('400s on a bad notice', async () => {
    const app = testApp(database.db);
    const res = await request(app, '/__dev/notices', {
      method: 'POST',
      json: { type: 'B', title: 'x', content: 'y' },
    });
    expect(res.status).toBe(400);
    expect((await envelopeOf(res)).message).toBe("'type' must be 'PL' or 'PU' or 'PR' or 'H', got 'B'");
    const empty = await request(app, '/__dev/notices', {
      method: 'POST',
      json: { type: 'PL', content: 'y' },
    });
    expect((await envelopeOf(empty)).message).toBe("'title' is required");
  });
});

describe('POST /__dev/promotions', () => {
  it('adds a running promotion with its HTML as given, which a notice may announce', async () => {
    const content = '<p>Hi</p><script>window.ran = 1</script>';
    const app = testApp(database.db);
    const res = await request(app, '/__dev/promotions', {
      method: 'POST',
      json: { title: 'Drill', content },
    });
    expect(res.status).toBe(201);
    const { id } = (await envelopeOf<{ id: number }>(res)).value;
    const detail = await call(app, promotionsApi.detail, { query: { id: String(id) } });
    expect(detail.body.value).toMatchObject({ title: 'Drill', content, status: 'CLAIM' });
    const notice = await request(app, '/__dev/notices', {
      method: 'POST',
      json: { type: 'PR', title: 'Drill news', content: '<p>news</p>', promotionId: id },
    });
    expect((await envelopeOf<Notice>(notice)).value).toMatchObject({ promotionId: id });
    const missing = await request(app, '/__dev/notices', {
      method: 'POST',
      json: { type: 'PR', title: 'Nowhere', content: '<p>x</p>', promotionId: 2_000_000 },
    });
    expect(missing.status).toBe(404);
  });
});

describe('POST /__dev/game-announcements', () => {
  it("adds a category's announcement the players of that category get, in its language only", async () => {
    const app = testApp(database.db);
    const res = await request(app, '/__dev/game-announcements', {
      method: 'POST',
      json: { language: 'VI', gameType: 'FISH', title: 'Săn cá x2', content: '<p>Nhân đôi</p>' },
    });
    expect(res.status).toBe(201);
    const fish = await call(app, api.games.announcements, { query: { language: 'VI', gameType: 'FISH' } });
    expect(fish.body.value.promotion.at(-1)).toMatchObject({
      title: 'Săn cá x2',
      content: '<p>Nhân đôi</p>',
    });
    const live = await call(app, api.games.announcements, { query: { language: 'VI', gameType: 'LIVE' } });
    expect(live.body.value.promotion.map((item) => item.title)).not.toContain('Săn cá x2');
    const english = await call(app, api.games.announcements, { query: { language: 'EN', gameType: 'FISH' } });
    expect(english.body.value.promotion.map((item) => item.title)).not.toContain('Săn cá x2');
  });

  it('400s on an unknown language or category', async () => {
    const app = testApp(database.db);
    const language = await request(app, '/__dev/game-announcements', {
      method: 'POST',
      json: { language: 'FR', title: 'x', content: 'y' },
    });
    expect(language.status).toBe(400);
    const category = await request(app, '/__dev/game-announcements', {
      method: 'POST',
      json: { language: 'EN', gameType: 'CHESS', title: 'x', content: 'y' },
    });
    expect(category.status).toBe(400);
  });
});

describe('dev routes', () => {
  it('answer health outside production', async () => {
    const res = await request(testApp(database.db), '/__dev/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, value: { status: 'ok' } });
  });

  it('405 on a wrong method', async () => {
    const res = await request(testApp(database.db), '/__dev/system-status', { method: 'GET' });
    expect(res.status).toBe(405);
  });

  it('do not exist outside demo mode', async () => {
    const app = testApp(database.db, PRODUCTION_ENV);
    for (const [method, path] of [
      ['GET', '/__dev/health'],
      ['PUT', '/__dev/system-status'],
      ['POST', '/__dev/notices'],
    ] as const) {
      const json = method === 'GET' ? undefined : { status: 1, type: 'PL', title: 't', content: 'c' };
      const res = await request(app, path, { method, json });
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ success: false, value: null });
    }
    expect((await call(app, api.system.status)).body.value.status).toBe(0);
  });
});
