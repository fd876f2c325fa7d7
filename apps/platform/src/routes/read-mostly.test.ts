import type { PGlite } from '@electric-sql/pglite';
import { api } from '@marquee/api-client/contract';
import { vi } from 'vitest';
import { setVendorMaintenance } from '../services/games/vendors';
import { addNotice } from '../services/notices/notices';
import { NORMAL_STATUS, readStoredStatus, writeSetting } from '../services/system/settings';
import { call, testApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();

const gameList = { gameType: 'RNG', language: 'EN', pageNum: '1', pageSize: '60' };
const notices = { types: 'B,PL', platform: 'W', execution: 'B', language: 'EN' };

/** Counts the queries that reach the database (the tests' in-memory PGlite) while `work` runs. */
async function queriesDuring(work: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn((database.db as unknown as { $client: PGlite }).$client, 'query');
  try {
    await work();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe('read-mostly answers', () => {
  it('serves the game list again from memory, without a query', async () => {
    const app = testApp(database.db);
    // a page not read before does reach the database (the spy sees it)
    expect(
      await queriesDuring(() => call(app, api.games.list, { query: { ...gameList, pageNum: '3' } })),
    ).toBeGreaterThan(0);
    const first = await call(app, api.games.list, { query: gameList });
    expect(first.status).toBe(200);
    let again: Awaited<typeof first> | undefined;
    expect(
      await queriesDuring(async () => (again = await call(app, api.games.list, { query: gameList }))),
    ).toBe(0);
    expect(again?.body).toEqual(first.body);
  });

  it.each([
    ['games.list', () => call(testApp(database.db), api.games.list, { query: gameList })],
    [
      'games.vendors',
      () => call(testApp(database.db), api.games.vendors, { query: { merchantCode: 'MARQUEE' } }),
    ],
    [
      'games.hot',
      () =>
        call(testApp(database.db), api.games.hot, {
          query: { merchantCode: 'MARQUEE', isPlatform: '1', platform: 'W', language: 'EN' },
        }),
    ],
    ['notice.announcements', () => call(testApp(database.db), api.notice.announcements, { query: notices })],
    [
      'system.whitelabel',
      () => call(testApp(database.db), api.system.whitelabel, { query: { url: 'localhost' } }),
    ],
  ])('%s: answered from memory once read', async (_name, read) => {
    await read();
    expect(await queriesDuring(read)).toBe(0);
  });

  it('sends an ETag and answers 304 while it still matches', async () => {
    const app = testApp(database.db);
    const first = await call(app, api.games.list, { query: gameList });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const url = new URL(api.games.list.path, 'http://localhost');
    for (const [key, value] of Object.entries(gameList)) url.searchParams.set(key, value);
    const revalidated = await app.request(url.href, { headers: { 'if-none-match': etag ?? '' } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);
    // the weak form a compressed answer carries matches too; another tag does not
    const weak = await app.request(url.href, { headers: { 'if-none-match': `W/${etag}` } });
    expect(weak.status).toBe(304);
    const other = await app.request(url.href, { headers: { 'if-none-match': '"other"' } });
    expect(other.status).toBe(200);
  });

  it('keeps the whitelabel answer private: it holds the visitor IP', async () => {
    const { headers } = await call(testApp(database.db), api.system.whitelabel, {
      query: { url: 'localhost' },
    });
    expect(headers.get('cache-control')).toBe('private, no-cache');
    expect(headers.get('etag')).toBeTruthy();
  });

  it('reads a vendor put in maintenance at once, with a new ETag', async () => {
    const app = testApp(database.db);
    const read = () => call(app, api.games.vendors, { query: { merchantCode: 'MARQUEE' } });
    const before = await read();
    const card = before.body.value.data.lanes[0]?.cards[0];
    expect(card?.maintenance).toBe(false);
    await setVendorMaintenance(database.db, card?.vassalage ?? '', true);
    try {
      const after = await read();
      const changed = after.body.value.data.lanes[0]?.cards[0];
      expect(changed).toMatchObject({ vassalage: card?.vassalage, maintenance: true });
      expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    } finally {
      await setVendorMaintenance(database.db, card?.vassalage ?? '', false);
    }
    expect((await read()).body.value.data.lanes[0]?.cards[0]?.maintenance).toBe(false);
  });

  it('reads a new notice at once', async () => {
    const app = testApp(database.db);
    const before = await call(app, api.notice.announcements, { query: notices });
    const notice = await addNotice(database.db, { type: 'PL', title: 'Cache check', content: '<p>new</p>' });
    const after = await call(app, api.notice.announcements, { query: notices });
    expect(after.body.value.player[0]).toEqual(notice);
    expect(after.body.value.player).toHaveLength(before.body.value.player.length + 1);
  });

  it('reads a status change at once', async () => {
    const app = testApp(database.db);
    const read = () => call(app, api.system.whitelabel, { query: { url: 'localhost' } });
    expect((await read()).body.value.maintenance).toBeNull();
    await writeSetting(database.db, 'system_status', { ...NORMAL_STATUS, status: 1 });
    try {
      expect((await read()).body.value.maintenance).toEqual({ endTime: null });
    } finally {
      await writeSetting(database.db, 'system_status', NORMAL_STATUS);
    }
    expect(await readStoredStatus(database.db)).toEqual(NORMAL_STATUS);
  });
});
