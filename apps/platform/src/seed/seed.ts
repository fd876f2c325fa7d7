import type { FeatureFlag } from '@marquee/api-client/contract';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import * as schema from '../db/schema';
import { DEFAULT_SEED } from '../reference/demo-seed';
import { LOTTERY_GAMES } from '../reference/lottery';
import { seedAccounts } from './accounts';
import { seedAgentContracts } from './agent-contracts';
import { buildCatalogue } from './catalogue';
import { seedDemoHistory } from './demo-history';
import { demoPointItemRows } from './demo-point-items';
import { DEMO_PROMOTION_NOTICES, demoPromotionImages, demoPromotionRows } from './demo-promotions';
import { buildGameAnnouncements } from './game-announcements';
import { buildGames } from './games';
import { helpArticleRows } from './help-articles/help-article-rows';
import { seedTranslations } from './translations';

export interface SeedOptions {
  seed?: number;
  /** enabled feature flags for the whitelabel tree (all when omitted) */
  features?: readonly FeatureFlag[];
  /**
   * demo mode: also the demo accounts (their passwords are published) and the demo players'
   * history of rounds. Off, a database gets only the brand and its catalogue.
   */
  demo?: boolean;
}

/**
 * Seeds the demo brand into an empty database and its games into an empty games table; in demo
 * mode also the demo accounts into an empty members table (a database seeded before accounts
 * existed gets them on its next start) and the demo players' history of rounds into a database
 * without rounds. Does nothing when all exist, so it is safe to run at every start. Returns
 * whether it seeded anything.
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const brand = await seedBrand(db, options);
  const translations = await seedTranslations(db, options.seed ?? DEFAULT_SEED);
  const games = await seedGames(db, options.seed ?? DEFAULT_SEED);
  const lottery = await seedLotteryGames(db);
  const help = await seedHelpArticles(db);
  if (!options.demo) return brand || translations || games || lottery || help;
  const accounts = await seedAccounts(db, options.seed ?? DEFAULT_SEED);
  // after the games: the history is rounds of the catalogue's games
  const history = await seedDemoHistory(db, options.seed ?? DEFAULT_SEED);
  const contracts = await seedAgentContracts(db);
  const promotions = await seedDemoPromotions(db);
  const promotionImages = await seedDemoPromotionImages(db);
  const pointItems = await seedDemoPointItems(db);
  const promotionNotices = await linkDemoPromotionNotices(db);
  return (
    brand ||
    translations ||
    accounts ||
    games ||
    lottery ||
    help ||
    history ||
    contracts ||
    promotions ||
    promotionImages ||
    pointItems ||
    promotionNotices
  );
}

/** The help centre, into an empty table (also of a database whose English-only articles were dropped). */
async function seedHelpArticles(db: Db): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(schema.helpArticles);
  if ((existing?.value ?? 0) > 0) return false;
  await db.insert(schema.helpArticles).values(helpArticleRows());
  return true;
}

/**
 * The demo promotions, into an empty table (also of a demo database seeded before promotions
 * existed); a table seeded before a kind existed gets that kind's promotions.
 */
async function seedDemoPromotions(db: Db): Promise<boolean> {
  const kinds = new Set(
    (await db.selectDistinct({ kind: schema.promotions.kind }).from(schema.promotions)).map(
      (row) => row.kind,
    ),
  );
  const rows = demoPromotionRows(new Date());
  const missing = kinds.size === 0 ? rows : rows.filter((row) => !kinds.has(row.kind));
  if (missing.length === 0) return false;
  await db.insert(schema.promotions).values(missing);
  return true;
}

/**
 * Gives the demo promotions their artwork in each language, by their ids (also in a demo database
 * seeded before promotions had images by language); a promotion whose images an operator set stays.
 */
async function seedDemoPromotionImages(db: Db): Promise<boolean> {
  const titles = demoPromotionRows(new Date()).map((row) => row.title.EN ?? '');
  const bare = await db
    .select({ id: schema.promotions.id })
    .from(schema.promotions)
    .where(
      and(eq(schema.promotions.imageByLanguage, {}), inArray(sql`${schema.promotions.title}->>'EN'`, titles)),
    );
  for (const { id } of bare) {
    await db
      .update(schema.promotions)
      .set({ imageByLanguage: demoPromotionImages(id) })
      .where(and(eq(schema.promotions.id, id), eq(schema.promotions.imageByLanguage, {})));
  }
  return bare.length > 0;
}

/**
 * Links the demo notices announcing a demo promotion to it (also in a demo database seeded before
 * notices had links); only unlinked notices are touched, so a link an operator changed stays.
 */
async function linkDemoPromotionNotices(db: Db): Promise<boolean> {
  let linked = false;
  for (const { notice, promotion } of DEMO_PROMOTION_NOTICES) {
    const rows = await db
      .update(schema.notices)
      .set({
        promotionId: sql`(select ${schema.promotions.id} from ${schema.promotions} where ${schema.promotions.title}->>'EN' = ${promotion} order by ${schema.promotions.id} limit 1)`,
      })
      .where(and(eq(schema.notices.title, notice), isNull(schema.notices.promotionId)))
      .returning({ promotionId: schema.notices.promotionId });
    linked ||= rows.some((row) => row.promotionId !== null);
  }
  return linked;
}

/** The demo point mall's items, into an empty table (also of a demo database seeded before the mall). */
async function seedDemoPointItems(db: Db): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(schema.pointItems);
  if ((existing?.value ?? 0) > 0) return false;
  await db.insert(schema.pointItems).values(demoPointItemRows());
  return true;
}

/** Rows per INSERT: 10,000 games go in ten statements instead of ten thousand. */
const GAME_BATCH = 1000;

/** The game catalogue, into an empty games table (also of a database seeded before games existed). */
async function seedGames(db: Db, seed: number): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(schema.games);
  if ((existing?.value ?? 0) > 0) return false;
  const vendors = await db
    .select({
      vassalage: schema.vendors.vassalage,
      name: schema.vendors.name,
      category: schema.vendors.category,
    })
    .from(schema.vendors)
    .orderBy(asc(schema.vendors.sort), asc(schema.vendors.id));
  const games = buildGames(seed, vendors);
  await db.transaction(async (tx) => {
    for (let start = 0; start < games.length; start += GAME_BATCH) {
      await tx.insert(schema.games).values(games.slice(start, start + GAME_BATCH));
    }
    await tx.insert(schema.gameAnnouncements).values(buildGameAnnouncements());
  });
  return true;
}

async function seedBrand(db: Db, options: SeedOptions): Promise<boolean> {
  const existing = await db
    .select({ key: schema.brandSettings.key })
    .from(schema.brandSettings)
    .where(eq(schema.brandSettings.key, 'brand'));
  if (existing.length > 0) return false;
  const catalogue = buildCatalogue(options);
  await db.transaction(async (tx) => {
    // system_status may already exist (the status command on a fresh database): keep it
    await tx.insert(schema.brandSettings).values(catalogue.settings).onConflictDoNothing();
    await tx.insert(schema.banners).values(catalogue.banners);
    await tx.insert(schema.notices).values(catalogue.notices);
    await tx.insert(schema.resources).values(catalogue.resources);
    await tx.insert(schema.customerService).values(catalogue.customerService);
    await tx.insert(schema.vendors).values(catalogue.vendors);
    await tx.insert(schema.domains).values(catalogue.domains);
  });
  return true;
}

/** The brand's lottery games, into an empty table (also of a database seeded before the lottery existed). */
async function seedLotteryGames(db: Db): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(schema.lotteryGames);
  if ((existing?.value ?? 0) > 0) return false;
  await db.insert(schema.lotteryGames).values(LOTTERY_GAMES.map((game, sort) => ({ ...game, sort })));
  return true;
}
