import { createHash } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { games } from '../db/schema';
import { LOTTERY_GAMES } from '../reference/lottery';
import { useSeededDatabase } from '../test-support/harness';
import { buildCatalogue } from './catalogue';
import { buildGames, RNG_GAME_COUNT } from './games';

const database = useSeededDatabase();
const vendors = buildCatalogue().vendors;
const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

describe('buildGames', () => {
  it('is a pure function of the seed and the vendors', () => {
    const first = buildGames(7, vendors);
    const second = buildGames(7, vendors);
    expect(digest(first)).toBe(digest(second));
    expect(digest(buildGames(8, vendors))).not.toBe(digest(first));
    expect(digest([first[0], first.at(-1)])).toBe(digest([second[0], second.at(-1)]));
  });

  it('spreads 10,000 unique RNG names over the RNG vendors, with real translations', () => {
    const rows = buildGames(20261122, vendors);
    const rng = rows.filter((row) => row.category === 'RNG');
    expect(rng).toHaveLength(RNG_GAME_COUNT);
    expect(new Set(rng.map((row) => row.names.EN)).size).toBe(RNG_GAME_COUNT);
    const golden = rng.find((row) => row.names.EN === 'Golden Dragon');
    expect(golden?.names).toEqual({
      EN: 'Golden Dragon',
      TY: 'Gintong Dragon',
      CN: '金龙',
      ID: 'Naga Emas',
      TH: 'มังกรทองคำ',
      VI: 'Rồng Vàng',
    });
    const perVendor = new Map<string, number>();
    for (const row of rng) perVendor.set(row.vassalage, (perVendor.get(row.vassalage) ?? 0) + 1);
    expect(perVendor.size).toBe(vendors.filter((vendor) => vendor.category === 'RNG').length);
    expect(Math.max(...perVendor.values()) - Math.min(...perVendor.values())).toBeLessThanOrEqual(1);
    const codes = rows.map((row) => `${row.vassalage}/${row.gameCode}`);
    expect(new Set(codes).size).toBe(codes.length);
    expect(rows.filter((row) => row.isGame === 'VASSALAGE').length).toBeGreaterThan(0);
    for (const category of ['LIVE', 'FISH', 'PVP', 'ELOTT', 'LOTT']) {
      expect(
        rows.some((row) => row.category === category),
        category,
      ).toBe(true);
    }
  });

  it("lists the platform's own lottery games under their vendors, by their real codes and names", () => {
    const rows = buildGames(20261122, vendors);
    const lottery = rows.filter((row) => row.vassalage === 'TCG_SEA' || row.vassalage === 'TCG_LOTTO_VN');
    expect(lottery.map((row) => `${row.vassalage}/${row.gameCode}`).sort()).toEqual(
      LOTTERY_GAMES.map((game) => `${game.vendor}/${game.gameCode}`).sort(),
    );
    const fourD = lottery.find((row) => row.gameCode === 'SEA4D');
    expect(fourD).toMatchObject({ category: 'LOTT', isGame: 'GAME', defaultPlayType: 'BIG' });
    expect(fourD?.names.EN).toBe(LOTTERY_GAMES.find((game) => game.gameCode === 'SEA4D')?.names.EN);
  });

  it('is what the seeded database holds (same seed, same catalogue)', async () => {
    const stored = await database.db.select().from(games).orderBy(asc(games.nodeId));
    const built = buildGames(20261122, vendors);
    expect(stored).toHaveLength(built.length);
    // the first and last games stand for the whole list (ids are assigned in insertion order)
    for (const index of [0, built.length - 1]) {
      const { nodeId, ...row } = stored[index]!;
      expect(nodeId).toBe(index + 1);
      expect(row).toEqual(built[index]);
    }
  });
});
