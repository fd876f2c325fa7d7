import { inflateSync } from 'node:zlib';
import { api, type VendorLanesResponse } from '@marquee/api-client/contract';
import { Hono } from 'hono';
import { setVendorMaintenance } from '../services/games/vendors';
import { newPlayer } from '../test-support/games';
import { envelopeOf, request, testApp, testPlatform, useSeededDatabase } from '../test-support/harness';
import { AnswerCache, answerCacheOf, keepAnswersIn, MAX_KEPT_ANSWERS } from './answer-cache';
import type { AppEnv } from './app-env';

const database = useSeededDatabase();

const gameList = `${api.games.list.path}?gameType=RNG&language=EN&pageNum=1&pageSize=60`;
const vendors = `${api.games.vendors.path}?merchantCode=MARQUEE`;

/** Everything the client sees of an answer: status, headers and bytes. */
async function seen(res: Response) {
  return {
    status: res.status,
    headers: Object.fromEntries([...res.headers].sort(([a], [b]) => a.localeCompare(b))),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

/** The cache's count of answers it sent, around `send`. */
async function sentBy(app: Hono<AppEnv>, send: () => Promise<Response>) {
  const cache = answerCacheOf(app);
  if (!cache) throw new Error('the app keeps no answers');
  const before = cache.sent;
  const res = await send();
  return { res, sent: cache.sent - before };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a public answer asked for again', () => {
  it('is sent from the cache, header for header and byte for byte as the route sent it', async () => {
    const app = testApp(database.db);
    // made for the first time: an answer is kept from the second time it is sent (from the read cache)
    await request(app, gameList);
    for (const headers of [
      {},
      { 'accept-encoding': 'gzip, deflate, br' },
      { 'accept-encoding': 'gzip' },
    ] as Record<string, string>[]) {
      const fromRoute = await sentBy(app, () => request(app, gameList, { headers }));
      const fromCache = await sentBy(app, () => request(app, gameList, { headers }));
      expect(fromRoute.sent).toBe(0);
      expect(fromCache.sent).toBe(1);
      expect(await seen(fromCache.res)).toEqual(await seen(fromRoute.res));
    }
  });

  it('answers 304 to a client that has it, from the cache as the route does', async () => {
    const app = testApp(database.db);
    await request(app, vendors);
    const etag = (await request(app, vendors)).headers.get('etag');
    const { res, sent } = await sentBy(app, () =>
      request(app, vendors, { headers: { 'if-none-match': etag ?? '' } }),
    );
    expect(sent).toBe(1);
    expect(res.status).toBe(304);
    expect(res.headers.get('etag')).toBe(etag);
  });

  it('shows a write at once: the next request after it is made again', async () => {
    const app = testApp(database.db);
    const cardsOf = async (res: Response) =>
      (await envelopeOf<VendorLanesResponse>(res)).value.data.lanes.flatMap((lane) => lane.cards);
    await request(app, vendors);
    const open = (await cardsOf(await request(app, vendors))).find((card) => !card.maintenance);
    if (!open) throw new Error('the seed has no open vendor');
    expect((await sentBy(app, () => request(app, vendors))).sent).toBe(1);
    await setVendorMaintenance(database.db, open.vassalage, true);
    try {
      // another page first, which reads the brand's settings (the security headers') again
      await request(app, gameList);
      const after = await sentBy(app, () => request(app, vendors));
      expect(after.sent).toBe(0);
      const card = (await cardsOf(after.res)).find((candidate) => candidate.vassalage === open.vassalage);
      expect(card?.maintenance).toBe(true);
    } finally {
      await setVendorMaintenance(database.db, open.vassalage, false);
    }
  });

  it('is made again once the read cache would load it again (its 5 s)', async () => {
    const app = testApp(database.db);
    await request(app, gameList);
    await request(app, gameList);
    expect((await sentBy(app, () => request(app, gameList))).sent).toBe(1);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 6_000);
    // another page first, which reads the brand's settings (the security headers') again
    await request(app, vendors);
    expect((await sentBy(app, () => request(app, gameList))).sent).toBe(0);
  });

  it('is compressed on the fly for a client of deflate alone, as the route does, never kept', async () => {
    const app = testApp(database.db);
    const plain = Buffer.from(await (await request(app, gameList)).arrayBuffer());
    for (let time = 0; time < 3; time += 1) {
      const { res, sent } = await sentBy(app, () =>
        request(app, gameList, { headers: { 'accept-encoding': 'deflate' } }),
      );
      expect(sent).toBe(0);
      expect(res.headers.get('content-encoding')).toBe('deflate');
      expect(inflateSync(Buffer.from(await res.arrayBuffer()))).toEqual(plain);
    }
  });

  it('gets its CORS headers when CORS is on: a request with an Origin goes the whole way', async () => {
    const origin = 'https://brand.example';
    const app = testApp(database.db, { CORS_ORIGINS: origin });
    for (let time = 0; time < 3; time += 1) {
      const { res, sent } = await sentBy(app, () => request(app, gameList, { headers: { origin } }));
      expect(sent).toBe(0);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    }
  });

  it('is refused, as every request is, once the server stops', async () => {
    const { app, drain } = testPlatform(database.db);
    await request(app, gameList);
    await request(app, gameList);
    drain.begin();
    const { res, sent } = await sentBy(app, () => request(app, gameList));
    expect(sent).toBe(0);
    expect(res.status).toBe(503);
  });

  it('is not sent to a GET that carries a body: the body limits answer it', async () => {
    const app = testApp(database.db);
    await request(app, gameList);
    await request(app, gameList);
    const { res, sent } = await sentBy(app, () =>
      request(app, gameList, { headers: { 'content-length': '64' } }),
    );
    expect(sent).toBe(0);
    expect(res.status).toBe(413);
  });
});

describe('an answer for one member', () => {
  it('is never kept: the balance is made for every request', async () => {
    const app = testApp(database.db);
    const player = await newPlayer(app, database.db);
    for (let time = 0; time < 3; time += 1) {
      const { res, sent } = await sentBy(app, () =>
        request(app, api.wallet.balance.path, { headers: { authorization: `Bearer ${player.token}` } }),
      );
      expect(res.status).toBe(200);
      expect(sent).toBe(0);
    }
  });
});

describe('the cache', () => {
  it(`keeps at most ${MAX_KEPT_ANSWERS} answers, dropping the oldest`, async () => {
    const app = new Hono<AppEnv>();
    const cache = new AnswerCache({
      isCurrent: () => true,
      securityHeaders: () => [['x-content-type-options', 'nosniff']],
      stopping: () => false,
      cors: false,
    });
    keepAnswersIn(app, cache);
    app.use(cache.middleware());
    app.get('/page/*', (c) => {
      cache.keep(c, {}, (context) => context.text(`kept ${context.req.path}`));
      return c.text(`made ${c.req.path}`);
    });
    for (let page = 0; page <= MAX_KEPT_ANSWERS; page += 1) await app.request(`/page/${page}`);
    expect(await (await app.request('/page/0')).text()).toBe('made /page/0');
    const kept = await app.request(`/page/${MAX_KEPT_ANSWERS}`);
    expect(await kept.text()).toBe(`kept /page/${MAX_KEPT_ANSWERS}`);
    expect(kept.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
