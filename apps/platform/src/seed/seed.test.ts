import { readFile } from 'node:fs/promises';
import {
  BANNER_GROUPS,
  COCKFIGHT_VENDOR_CODES,
  ESPORTS_VENDOR_CODES,
  FEATURE_FLAGS,
  GAME_CATEGORIES,
} from '@marquee/api-client/contract';
import { asc } from 'drizzle-orm';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/open';
import { promotions } from '../db/schema';
import { buildLanes } from '../services/games/lanes';
import { dumpCatalogue as dump, dumpHistory } from '../test-support/dump';
import { buildCatalogue } from './catalogue';
import { seedDatabase } from './seed';

describe('buildCatalogue', () => {
  it('is a pure function of the seed', () => {
    expect(buildCatalogue({ seed: 7 })).toEqual(buildCatalogue({ seed: 7 }));
    expect(buildCatalogue({ seed: 7 }).vendors).not.toEqual(buildCatalogue({ seed: 8 }).vendors);
  });

  it('covers what the web app shows', () => {
    const catalogue = buildCatalogue();
    const groups = catalogue.banners.map((banner) => banner.groupName);
    for (const group of BANNER_GROUPS) expect(groups, group).toContain(group);
    expect(groups.filter((group) => group === 'w_home').length).toBeGreaterThanOrEqual(2);
    const noticeCount = (type: string) => catalogue.notices.filter((notice) => notice.type === type).length;
    expect(noticeCount('PL')).toBeGreaterThanOrEqual(10);
    for (const type of ['PU', 'PR', 'H']) expect(noticeCount(type), type).toBeGreaterThanOrEqual(1);

    const lanes = buildLanes(
      catalogue.vendors.map((vendor) => ({
        ...vendor,
        category: vendor.category as never,
        gameType: vendor.category as never,
        smallIcon: '',
        isHot: vendor.isHot === 1 ? 1 : 0,
        maintenance: vendor.maintenance ?? false,
        launchMode: 'IFRAME' as const,
      })),
    );
    expect(lanes.map((lane) => lane.title).sort()).toEqual([...GAME_CATEGORIES].sort());
    const codes = (title: string) =>
      lanes.find((lane) => lane.title === title)?.cards.map((card) => card.vassalage);
    expect(codes('ESPORTS')).toEqual([...ESPORTS_VENDOR_CODES]);
    expect(codes('COCKFIGHT')).toEqual([...COCKFIGHT_VENDOR_CODES]);
    expect(codes('RNG')?.length).toBeGreaterThan(15);
    const vassalages = catalogue.vendors.map((vendor) => vendor.vassalage);
    expect(new Set(vassalages).size).toBe(vassalages.length);

    const features = catalogue.settings.find((setting) => setting.key === 'features')?.value;
    expect(features).toEqual(FEATURE_FLAGS.map((modId) => ({ modId, enabled: 1 })));
    expect(JSON.stringify(catalogue)).not.toMatch(/\.(png|jpe?g|gif|webp)\b/);
  });
});

describe('seedDatabase', () => {
  const opened: Database[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
  });

  it('seeds two fresh databases identically, and only once', async () => {
    // the other fresh database was seeded by global-setup.ts, in another process
    const snapshot = inject('seededSnapshot');
    const first = await openDatabase({ memory: true });
    opened.push(first);
    expect(await seedDatabase(first.db, { demo: true })).toBe(true);
    const catalogue = await dump(first.db);
    const second = await openDatabase({ memory: true, snapshot: new Blob([await readFile(snapshot)]) });
    opened.push(second);
    expect(await dump(second.db)).toEqual(catalogue);
    expect(catalogue.vendors?.length).toBe(buildCatalogue().vendors.length);
    const history = await dumpHistory(first.db);
    expect(history.bets.length).toBeGreaterThan(0);
    expect(await dumpHistory(second.db)).toEqual(history);

    expect(await seedDatabase(first.db, { demo: true })).toBe(false);
    expect(await dump(first.db)).toEqual(catalogue);
    expect(await dumpHistory(first.db)).toEqual(history);
  });

  it('tops up the demo promotions’ images by language in a demo database seeded before them', async () => {
    const snapshot = inject('seededSnapshot');
    const database = await openDatabase({ memory: true, snapshot: new Blob([await readFile(snapshot)]) });
    opened.push(database);
    const { db } = database;
    const [operators] = await db
      .insert(promotions)
      .values({
        type: 'VIP',
        kind: 'CLAIM',
        title: { EN: 'An operator’s promotion' },
        content: { EN: '<p>ours</p>' },
        image: '/media/games/royal-0.svg',
        startsAt: new Date('2026-01-01T00:00:00Z'),
        endsAt: new Date('2036-01-01T00:00:00Z'),
        reward: 100,
      })
      .returning({ id: promotions.id });
    const imagesOf = async () =>
      Object.fromEntries(
        (await db.select().from(promotions).orderBy(asc(promotions.id))).map((row) => [
          row.id,
          row.imageByLanguage,
        ]),
      );
    const seeded = await imagesOf();
    await db.update(promotions).set({ imageByLanguage: {} });

    expect(await seedDatabase(db, { demo: true })).toBe(true);
    expect(await imagesOf()).toEqual(seeded);
    expect(seeded[operators!.id]).toEqual({});
    const demo = Object.entries(seeded).filter(([id]) => Number(id) !== operators!.id);
    expect(demo.length).toBeGreaterThan(5);
    for (const [id, images] of demo) {
      expect(images).toEqual(
        Object.fromEntries(
          ['EN', 'TY', 'CN', 'ID', 'TH', 'VI'].map((language) => [
            language,
            `/media/promotions/${id}-${language}.svg`,
          ]),
        ),
      );
    }
    expect(await seedDatabase(db, { demo: true })).toBe(false);
  });
});
