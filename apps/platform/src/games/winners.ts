import type { GameCategory, Winner } from '@marquee/api-client';
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/open';
import { bets, games, members, vendors } from '../db/schema';
import { createRandom, hashString } from '../seed/prng';
import { mediaUrl } from '../store/catalogue';
import { laneOf } from '../store/lanes';
import { gameIconUrl } from './game-view';
import { inLanguage } from './languages';

/** "demo" → "de***o": enough to recognise yourself, not enough to find anyone. */
export function maskName(name: string): string {
  if (name.length <= 3) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-1)}`;
}

const SEEDED_PLAYERS = [
  'dennis',
  'mariel',
  'joseph',
  'angelica',
  'marvin',
  'kristine',
  'paolo',
  'joyce',
  'nguyen',
  'somchai',
  'budiman',
  'weiming',
  'analyn',
  'carlos',
  'rhea',
  'tuan',
  'siriporn',
  'agus',
  'lianne',
  'ramon',
];

type Category = 'ALL' | GameCategory;

async function realWinners(db: Db, category: Category, language: string, limit: number): Promise<Winner[]> {
  const rows = await db
    .select({ account: members.account, names: games.names, nodeId: games.nodeId, payout: bets.payout })
    .from(bets)
    .innerJoin(members, eq(members.id, bets.memberId))
    .innerJoin(games, eq(games.nodeId, bets.nodeId))
    .where(and(gt(bets.payout, 0), category === 'ALL' ? undefined : eq(bets.category, category)))
    .orderBy(desc(bets.createdAt), desc(bets.id))
    .limit(limit);
  return rows.map((row) => ({
    iconUrl: gameIconUrl(row.nodeId),
    customerName: maskName(row.account),
    gameName: inLanguage(row.names, language),
    winAmount: row.payout,
  }));
}

/** What the seeded winners played: games of the category, or its vendors when it has no game list. */
async function prizeSources(db: Db, category: Category, language: string) {
  const rows = await db
    .select({ nodeId: games.nodeId, names: games.names })
    .from(games)
    .where(and(eq(games.isGame, 'GAME'), category === 'ALL' ? undefined : eq(games.category, category)))
    .orderBy(asc(games.nodeId))
    .limit(200);
  if (rows.length > 0)
    return rows.map((row) => ({ name: inLanguage(row.names, language), iconUrl: gameIconUrl(row.nodeId) }));
  const lane = await db
    .select()
    .from(vendors)
    .where(inArray(vendors.category, ['SPORTS', 'LOTT', 'ELOTT']));
  return lane
    .filter(
      (vendor) =>
        laneOf({ category: vendor.category as GameCategory, vassalage: vendor.vassalage }) === category,
    )
    .map((vendor) => ({ name: vendor.name, iconUrl: mediaUrl.vendor(vendor.vassalage) }));
}

/** A deterministic board per category, so it is never empty (real wins go first). */
async function seededWinners(db: Db, category: Category, language: string, count: number): Promise<Winner[]> {
  const sources = await prizeSources(db, category, language);
  if (sources.length === 0 || count <= 0) return [];
  const random = createRandom(hashString(`winners:${category}`));
  return Array.from({ length: count }, () => {
    const source = random.pick(sources);
    return {
      iconUrl: source.iconUrl,
      customerName: maskName(random.pick(SEEDED_PLAYERS)),
      gameName: source.name,
      winAmount: random.int(50, 50_000) * 100,
    };
  });
}

export async function winnerBoard(db: Db, category: Category, language: string, limit: number) {
  const real = await realWinners(db, category, language, limit);
  return [...real, ...(await seededWinners(db, category, language, limit - real.length))];
}
