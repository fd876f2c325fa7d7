import {
  api,
  GAME_LIST_DEFAULT_PAGE_SIZE,
  type Game,
  HOT_GAME_CATEGORY_ORDER,
  HOT_GAMES_PER_CATEGORY,
} from '@marquee/api-client/contract';
import { and, asc, count, eq, gte } from 'drizzle-orm';
import { games } from '../db/schema';
import { RNG_GAME_COUNT } from '../seed/games';
import { GAME_THEMES, gameTheme } from '../services/media/game-art';
import { call, request, testApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();

type ListQuery = Record<string, string>;
const list = (query: ListQuery) =>
  call(testApp(database.db), api.games.list, { query: { language: 'EN', ...query } as never });

async function countWhere(where: ReturnType<typeof and>) {
  const [row] = await database.db.select({ value: count() }).from(games).where(where);
  return row!.value;
}

async function rngVendor() {
  const [row] = await database.db
    .select({ vassalage: games.vassalage })
    .from(games)
    .where(eq(games.category, 'RNG'))
    .limit(1);
  return row!.vassalage;
}

describe('GET games.list', () => {
  it('pages the RNG catalogue: 60 by default, totals, stable order', async () => {
    const { status, body } = await list({ gameType: 'RNG' });
    expect(status).toBe(200);
    const value = body.value;
    expect(value.totalCount).toBe(RNG_GAME_COUNT);
    expect(value.games).toHaveLength(GAME_LIST_DEFAULT_PAGE_SIZE);
    expect(value.totalPages).toBe(Math.ceil(RNG_GAME_COUNT / 60));
    expect(value.pageNum).toBe(1);
    const game = value.games[0]!;
    expect(game).toMatchObject({
      gameType: 'RNG',
      isGame: 'GAME',
      iconUrl: expect.stringMatching(/^\/media\/games\/[a-z]+-[0-3]\.svg$/),
    });
    expect(game.vendorName).toBeTruthy();
    // sort, then nodeId
    const keys = value.games.map((item) => item.nodeId);
    const again = await list({ gameType: 'RNG' });
    expect(again.body.value.games.map((item) => item.nodeId)).toEqual(keys);

    const all: Game[] = [];
    for (let page = 1; page <= 3; page++) {
      all.push(...(await list({ gameType: 'RNG', pageSize: '20', pageNum: String(page) })).body.value.games);
    }
    expect(all.map((item) => item.nodeId)).toEqual(keys.slice(0, 60));
  });

  it('answers the last page short and a page past the end empty', async () => {
    const vassalage = await rngVendor();
    const total = await countWhere(eq(games.vassalage, vassalage));
    const size = 200;
    const pages = Math.ceil(total / size);
    const last = await list({ gameType: 'RNG', vassalage, pageSize: String(size), pageNum: String(pages) });
    expect(last.body.value.games).toHaveLength(total - (pages - 1) * size);
    expect(last.body.value).toMatchObject({ totalCount: total, totalPages: pages, pageNum: pages });
    const past = await list({
      gameType: 'RNG',
      vassalage,
      pageSize: String(size),
      pageNum: String(pages + 1),
    });
    expect(past.body.value).toMatchObject({ games: [], totalCount: total, totalPages: pages });
  });

  it.each([
    [{ pageSize: '201' }, "'pageSize' must be between 1 and 200"],
    [{ pageSize: '0' }, "'pageSize' must be between 1 and 200"],
    [{ pageNum: '0' }, "'pageNum' must be between 1 and 1000000"],
    [{ pageNum: 'x' }, "'pageNum' must be a whole number"],
    [{ minBet: '1.5' }, "'minBet' must be a whole number"],
    [{ gameType: 'CASINO' }, /'gameType' must be/],
    [{ language: 'xx' }, "Unsupported language 'xx'"],
    [{ merchant: 'OTHER' }, "Unknown merchantCode 'OTHER'"],
  ])('400s on %j', async (query, message) => {
    const { status, body } = await list({ gameType: 'RNG', ...query });
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
  });

  it('400s without gameType or language', async () => {
    const app = testApp(database.db);
    expect((await call(app, api.games.list, { query: { language: 'EN' } })).body.message).toBe(
      "'gameType' is required",
    );
    expect((await call(app, api.games.list, { query: { gameType: 'RNG' } })).body.message).toBe(
      "'language' is required",
    );
  });

  it('filters by vendor, classify, minimum bet and lines, together', async () => {
    const vassalage = await rngVendor();
    const where = and(
      eq(games.vassalage, vassalage),
      eq(games.gameClassify, 'SLOT'),
      gte(games.minBet, 50),
      gte(games.lineNum, 20),
    );
    const expected = await countWhere(where);
    expect(expected).toBeGreaterThan(0);
    const { body } = await list({
      gameType: 'RNG',
      vassalage,
      gameClassify: 'SLOT',
      minBet: '50',
      minLineNum: '20',
      pageSize: '200',
      clientType: '3',
      platform: 'W',
      channel: 'WEB',
      merchant: 'marquee',
    });
    expect(body.value.totalCount).toBe(expected);
    for (const game of body.value.games) {
      expect(game).toMatchObject({ vassalage, gameClassify: 'SLOT' });
      expect(game.minBet).toBeGreaterThanOrEqual(50);
      expect(game.lineNum).toBeGreaterThanOrEqual(20);
    }
  });

  it('finds names case-insensitively in the requested language', async () => {
    const english = await list({ gameType: 'RNG', gameName: 'gOLDEN dRAGON', pageSize: '200' });
    expect(english.body.value.totalCount).toBeGreaterThan(0);
    for (const game of english.body.value.games)
      expect(game.gameName.toLowerCase()).toContain('golden dragon');

    const chinese = await list({ gameType: 'RNG', gameName: '金龙', language: 'CN', pageSize: '200' });
    expect(chinese.body.value.totalCount).toBe(english.body.value.totalCount);
    expect(chinese.body.value.games[0]!.gameName).toContain('金龙');

    const tagalog = await list({ gameType: 'RNG', gameName: 'GINTONG DRAGON', language: 'ty' });
    expect(tagalog.body.value.totalCount).toBe(english.body.value.totalCount);

    const vietnamese = await list({ gameType: 'RNG', gameName: 'RỒNG VÀNG', language: 'VI' });
    expect(vietnamese.body.value.totalCount).toBe(english.body.value.totalCount);
    expect(vietnamese.body.value.games[0]!.gameName).toMatch(/^Rồng Vàng/);

    // a language without translations reads English
    const japanese = await list({ gameType: 'RNG', gameName: 'golden dragon', language: 'JA' });
    expect(japanese.body.value.totalCount).toBe(english.body.value.totalCount);

    // LIKE wildcards are literal text
    expect((await list({ gameType: 'RNG', gameName: '%' })).body.value.totalCount).toBe(0);
    expect((await list({ gameType: 'RNG', gameName: '_' })).body.value.totalCount).toBe(0);
  });

  it('lists every category with games, lobby entries included, and none for sports lanes', async () => {
    const live = await list({ gameType: 'LIVE', pageSize: '200' });
    expect(live.body.value.games.some((game) => game.isGame === 'VASSALAGE')).toBe(true);
    for (const gameType of ['FISH', 'PVP', 'ELOTT', 'LOTT']) {
      expect((await list({ gameType })).body.value.totalCount, gameType).toBeGreaterThan(0);
    }
    expect((await list({ gameType: 'ESPORTS' })).body.value).toEqual({
      games: [],
      pageNum: 1,
      totalPages: 0,
      totalCount: 0,
    });
  });

  it('answers a filtered page quickly', async () => {
    const started = performance.now();
    for (let i = 0; i < 5; i++)
      await list({ gameType: 'RNG', gameName: 'dragon', minBet: '20', pageNum: '3' });
    expect((performance.now() - started) / 5).toBeLessThan(500);
  });
});

describe('GET games.hot, vassalTypes, announcements', () => {
  it('lists hot games, of one vendor when asked', async () => {
    const app = testApp(database.db);
    const query = { merchantCode: 'MARQUEE', isPlatform: '2', platform: 'W', language: 'EN' };
    const { body } = await call(app, api.games.hot, { query });
    expect(body.value.list.length).toBeGreaterThan(0);
    expect(body.value.list.every((game) => game.isHot === 1)).toBe(true);
    const vassalage = await rngVendor();
    const vendor = await call(app, api.games.hot, { query: { ...query, vassalage } });
    expect(vendor.body.value.list.length).toBeGreaterThan(0);
    expect(vendor.body.value.list.every((game) => game.vassalage === vassalage && game.isHot === 1)).toBe(
      true,
    );
    expect((await call(app, api.games.hot, { query: { ...query, vassalage: 'NOPE' } })).status).toBe(400);
  });

  it('gives every category its hot games, in the hot order, at most 12 of each', async () => {
    const query = { merchantCode: 'MARQUEE', isPlatform: '2', platform: 'W', language: 'EN' };
    const { body } = await call(testApp(database.db), api.games.hot, { query });
    const list = body.value.list;
    const categories = [...new Set(list.map((game) => game.gameType))];
    // the categories come in one block each, in HOT_GAME_CATEGORY_ORDER
    expect(categories).toEqual(HOT_GAME_CATEGORY_ORDER.filter((category) => categories.includes(category)));
    expect(list.map((game) => game.gameType)).toEqual(
      [...list]
        .sort(
          (a, b) => HOT_GAME_CATEGORY_ORDER.indexOf(a.gameType) - HOT_GAME_CATEGORY_ORDER.indexOf(b.gameType),
        )
        .map((game) => game.gameType),
    );
    for (const category of HOT_GAME_CATEGORY_ORDER) {
      const hot = await countWhere(and(eq(games.category, category), eq(games.isHot, 1)));
      const listed = list.filter((game) => game.gameType === category);
      expect(listed.length, category).toBe(Math.min(hot, HOT_GAMES_PER_CATEGORY));
    }
    // the slots' hundreds of hot games no longer starve the categories after them
    expect(list.filter((game) => game.gameType === 'RNG')).toHaveLength(HOT_GAMES_PER_CATEGORY);
    expect(list.filter((game) => game.gameType === 'PVP')).toHaveLength(HOT_GAMES_PER_CATEGORY);
  });

  it('badges Hot only the games of the hot list, spread over the slot grid', async () => {
    const query = { merchantCode: 'MARQUEE', isPlatform: '2', platform: 'W', language: 'EN' };
    const { body } = await call(testApp(database.db), api.games.hot, { query });
    const flagged = await database.db.select({ nodeId: games.nodeId }).from(games).where(eq(games.isHot, 1));
    expect(body.value.list.map((game) => game.nodeId).sort()).toEqual(
      flagged.map((row) => row.nodeId).sort(),
    );
    // the slot grid's first page (every vendor's first games side by side) is not a wall of Hot
    const page = await list({ gameType: 'RNG' });
    const hotOnPage = page.body.value.games.filter((game) => game.isHot === 1).length;
    expect(hotOnPage).toBeGreaterThan(0);
    expect(hotOnPage).toBeLessThanOrEqual(3);
  });

  it('caps a vendor hot list the same way, first games of the catalogue first', async () => {
    const vassalage = await rngVendor();
    const query = { merchantCode: 'MARQUEE', isPlatform: '2', platform: 'W', language: 'EN', vassalage };
    const { body } = await call(testApp(database.db), api.games.hot, { query });
    const first = await database.db
      .select({ nodeId: games.nodeId })
      .from(games)
      .where(and(eq(games.vassalage, vassalage), eq(games.isHot, 1)))
      .orderBy(asc(games.sort), asc(games.nodeId))
      .limit(HOT_GAMES_PER_CATEGORY);
    expect(body.value.list.map((game) => game.nodeId)).toEqual(first.map((row) => row.nodeId));
  });

  it('counts a vendor game types with translated names', async () => {
    const vassalage = await rngVendor();
    const { body } = await call(testApp(database.db), api.games.vassalTypes, {
      query: { vassalage, language: 'CN' },
    });
    const slot = body.value.find((type) => type.gameClassify === 'SLOT');
    expect(slot?.name).toBe('老虎机');
    const total = body.value.reduce((sum, type) => sum + type.count, 0);
    expect(total).toBe(await countWhere(eq(games.vassalage, vassalage)));
  });

  it('serves game announcements per language', async () => {
    const app = testApp(database.db);
    const en = await call(app, api.games.announcements, { query: { language: 'EN' } });
    expect(en.body.value.promotion.length).toBe(3);
    expect(en.body.value.promotion[0]!.content).toMatch(/^<p>/);
    const th = await call(app, api.games.announcements, { query: { language: 'TH', gameType: 'LIVE' } });
    expect(th.body.value.promotion.map((item) => item.title)).toEqual([
      'เงินคืนรายสัปดาห์ทุกเกม',
      'ทัวร์นาเมนต์บาคาร่าสด',
    ]);
  });
});

describe('game icons', () => {
  it('draws each game the shared art of a theme chosen from its type and name, and serves it', async () => {
    const rows = await database.db.select().from(games);
    const themes = new Map<string, number>();
    for (const row of rows) themes.set(gameTheme(row), (themes.get(gameTheme(row)) ?? 0) + 1);
    // the catalogue looks varied: every theme is drawn (sports vendors launch a lobby, no game
    // list), none takes most of it
    expect([...themes.keys()].sort()).toEqual(GAME_THEMES.filter((theme) => theme !== 'sports').sort());
    expect(Math.max(...themes.values())).toBeLessThan(rows.length / 3);
    const byCategory = (category: string) => rows.filter((row) => row.category === category).map(gameTheme);
    expect(new Set(byCategory('FISH'))).toEqual(new Set(['fishing']));
    expect(new Set(byCategory('ELOTT'))).toEqual(new Set(['lottery']));
    const roulette = rows.find((row) => row.gameClassify === 'ROULETTE');
    expect(roulette && gameTheme(roulette)).toBe('roulette');
    const dragon = rows.find(
      (row) => row.category === 'RNG' && row.gameClassify === 'SLOT' && / Dragon/.test(row.names.EN ?? ''),
    );
    expect(dragon && gameTheme(dragon)).toBe('dragon');

    const app = testApp(database.db);
    const { body } = await list({ gameType: 'RNG' });
    const urls = new Set(body.value.games.map((game) => game.iconUrl));
    // one page of the grid shows several pictures, far fewer than its games (decoded once each)
    expect(urls.size).toBeGreaterThan(8);
    expect(urls.size).toBeLessThan(body.value.games.length);
    for (const url of urls) {
      const res = await request(app, url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('public, max-age=604800');
    }
    for (const path of [
      '/media/games/1.png',
      '/media/games/dragon-4.svg',
      '/media/games/nope-1.svg',
      '/media/games/dragon-1.svg.svg',
    ]) {
      expect((await request(app, path)).status, path).toBe(404);
    }
  });
});

describe("the demo brand's mini games", () => {
  it('lists them under MINI, named in the asked language, with their game types', async () => {
    const english = (await list({ gameType: 'MINI' })).body.value;
    expect(english.games.map((game) => game.gameName)).toEqual([
      'Rocket Crash',
      'Mines',
      'Plinko',
      'Dice',
      'Hi-Lo',
      'High Flyer',
    ]);
    expect(english.games.every((game) => game.vassalage === 'MQMINI' && game.gameType === 'MINI')).toBe(true);
    const vietnamese = (await list({ gameType: 'MINI', language: 'VI' })).body.value;
    expect(vietnamese.games[1]!.gameName).toBe('Dò Mìn');
    const types = await call(testApp(database.db), api.games.vassalTypes, {
      query: { vassalage: 'MQMINI', language: 'EN' },
    });
    expect(types.body.value.map((type: { name: string }) => type.name)).toEqual(['Crash', 'Instant win']);
  });
});
