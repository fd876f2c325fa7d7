import {
  type GameCategory,
  HOT_GAMES_PER_CATEGORY,
  isLotteryVendor,
  VASSALAGE_GAME,
} from '@marquee/api-client/contract';
import type * as schema from '../db/schema';
import { ADJECTIVES, CLASSIFY_NAMES, composeName, EDITIONS, NOUNS } from '../reference/game-words';
import { LOTTERY_GAMES } from '../reference/lottery';
import { GAME_LANGUAGES, type Translations, translations as w } from '../services/games/languages';
import { createRandom, type Random } from '../services/prng';
import { PALETTES } from './catalogue';

/** Enough slot games to make the lobby grid need virtualising. */
export const RNG_GAME_COUNT = 10_000;

type GameInsert = typeof schema.games.$inferInsert;

export interface SeedVendor {
  vassalage: string;
  name: string;
  category: string;
}

interface CategoryPlan {
  /** games per vendor (besides the lobby entry) */
  perVendor: number;
  codePrefix: string;
  classify: ReadonlyArray<readonly [string, number]>;
  minBets: readonly number[];
  /** LIVE and PVP vendors also list one VASSALAGE lobby entry */
  lobby: boolean;
}

const PLANS: Partial<Record<GameCategory, CategoryPlan>> = {
  LIVE: {
    perVendor: 24,
    codePrefix: 'LV',
    classify: [
      ['BACCARAT', 4],
      ['ROULETTE', 2],
      ['SICBO', 1],
      ['DRAGON_TIGER', 2],
      ['BLACKJACK', 1],
    ],
    minBets: [100, 500, 1000],
    lobby: true,
  },
  FISH: {
    perVendor: 20,
    codePrefix: 'FH',
    classify: [
      ['FISHING', 4],
      ['ARCADE', 1],
    ],
    minBets: [10, 50, 100],
    lobby: false,
  },
  PVP: {
    perVendor: 30,
    codePrefix: 'PV',
    classify: [
      ['CARD', 4],
      ['BOARD', 1],
    ],
    minBets: [100, 500, 1000, 2000],
    lobby: true,
  },
  ELOTT: {
    perVendor: 12,
    codePrefix: 'EL',
    classify: [
      ['LOTTERY', 2],
      ['KENO', 1],
    ],
    minBets: [100, 200],
    lobby: false,
  },
  LOTT: {
    perVendor: 8,
    codePrefix: 'LT',
    classify: [
      ['LOTTERY', 3],
      ['KENO', 1],
    ],
    minBets: [100, 200],
    lobby: false,
  },
};

const RNG_CLASSIFY: ReadonlyArray<readonly [string, number]> = [
  ['SLOT', 70],
  ['JACKPOT', 10],
  ['ARCADE', 12],
  ['TABLE', 8],
];
const RNG_MIN_BETS = [10, 20, 50, 100, 200];
const SLOT_LINES = [1, 5, 9, 10, 20, 25, 30, 40, 50, 243];

/** The mini games (MINI): each one game of its own under its classify, in this order. */
const MINI_GAMES: ReadonlyArray<readonly [string, Translations]> = [
  ['CRASH', w('Rocket Crash', 'Rocket Crash', '火箭爆点', 'Roket Crash', 'จรวดแครช', 'Tên Lửa')],
  ['INSTANT', w('Mines', 'Mina', '扫雷', 'Ranjau', 'เหมือง', 'Dò Mìn')],
  ['INSTANT', w('Plinko', 'Plinko', '弹珠', 'Plinko', 'พลินโก', 'Plinko')],
  ['INSTANT', w('Dice', 'Dais', '骰子', 'Dadu', 'ลูกเต๋า', 'Xúc Xắc')],
  ['INSTANT', w('Hi-Lo', 'Taas-Baba', '猜大小', 'Tinggi-Rendah', 'สูง-ต่ำ', 'Cao-Thấp')],
  ['CRASH', w('High Flyer', 'Mataas na Lipad', '高飞', 'Terbang Tinggi', 'บินสูง', 'Bay Cao')],
];
const MINI_MIN_BETS = [10, 20, 50];

/** Card and board games of the PVP rooms, by classify. */
const PVP_GAMES: Record<string, Translations[]> = {
  CARD: [
    w('Tongits', 'Tongits', '通吃', 'Tongits', 'ตองอิท', 'Tongits'),
    w('Pusoy', 'Pusoy', '十三张', 'Pusoy', 'ปูซอย', 'Mậu Binh'),
    w('Lucky 9', 'Lucky 9', '幸运九', 'Lucky 9', 'ลัคกี้ 9', 'Lucky 9'),
    w("Texas Hold'em", "Texas Hold'em", '德州扑克', "Texas Hold'em", 'เท็กซัสโฮลเด็ม', 'Poker Texas'),
    w('Bull Bull', 'Bull Bull', '牛牛', 'Bull Bull', 'วัวกระทิง', 'Ngưu Ngưu'),
  ],
  BOARD: [
    w('Mahjong', 'Mahjong', '麻将', 'Mahjong', 'ไพ่นกกระจอก', 'Mạt Chược'),
    w('Chinese Chess', 'Chinese Chess', '象棋', 'Catur Tiongkok', 'หมากรุกจีน', 'Cờ Tướng'),
  ],
};

function weighted(random: Random, table: ReadonlyArray<readonly [string, number]>): string {
  const total = table.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [value, weight] of table) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return table[table.length - 1]![0];
}

function lowerNames(names: Translations): Translations {
  const lower = {} as Translations;
  for (const language of GAME_LANGUAGES) lower[language] = names[language].toLowerCase();
  return lower;
}

/** Unique RNG names: every adjective × noun × edition, in a seeded order. */
function rngNames(random: Random, count: number): Translations[] {
  const combos = ADJECTIVES.length * NOUNS.length * EDITIONS.length;
  if (count > combos) throw new Error(`only ${combos} distinct slot names, ${count} asked`);
  const order = Uint32Array.from({ length: combos }, (_, i) => i);
  for (let i = combos - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return Array.from(order.subarray(0, count), (index) => {
    const edition = index % EDITIONS.length;
    const rest = Math.floor(index / EDITIONS.length);
    return composeName(
      ADJECTIVES[rest % ADJECTIVES.length]!,
      NOUNS[Math.floor(rest / ADJECTIVES.length)]!,
      EDITIONS[edition]!,
    );
  });
}

/** A name not yet used by the vendor (a vendor's few dozen games draw from hundreds of names). */
function unusedName(used: Set<string>, draw: () => Translations): Translations {
  for (;;) {
    const names = draw();
    if (!used.has(names.EN)) {
      used.add(names.EN);
      return names;
    }
  }
}

/**
 * Where a slot vendor's hot game stands in its list: the grid lists the vendors' first games side
 * by side, then their second ones, so hot games spread over its first pages instead of filling
 * its first row. Only the first HOT_GAMES_PER_CATEGORY vendors have one: the hot flag means "on
 * the hot list", which holds that many of a category.
 */
const rngHotPosition = (vendorIndex: number) =>
  vendorIndex < HOT_GAMES_PER_CATEGORY ? 1 + ((vendorIndex * 7) % 23) : -1;

/**
 * The game catalogue, a pure function of the seed and the vendors: RNG_GAME_COUNT slot-type games
 * spread over the RNG vendors, a few dozen per LIVE, FISH, PVP and e-lottery vendor, the platform's
 * own lottery games under their vendors (TCG_SEA, TCG_LOTTO_VN), and a lobby
 * entry (isGame VASSALAGE) per LIVE and PVP vendor. Sports vendors have no game list (they launch
 * a lobby).
 */
export function buildGames(seed: number, vendors: readonly SeedVendor[]): GameInsert[] {
  // a stream of its own, so adding games left the rest of the catalogue as it was
  const random = createRandom((seed ^ 0x9e3779b9) >>> 0);
  const rows: GameInsert[] = [];
  const rngVendors = vendors.filter((vendor) => vendor.category === 'RNG');
  const names = rngNames(random, rngVendors.length > 0 ? RNG_GAME_COUNT : 0);
  let nameIndex = 0;
  const hotCounts = new Map<string, number>();
  /** Hot when `wanted`, while its category's hot list has room: every hot game is on that list. */
  const hot = (category: string, wanted: boolean): 0 | 1 => {
    const taken = hotCounts.get(category) ?? 0;
    if (!wanted || taken >= HOT_GAMES_PER_CATEGORY) return 0;
    hotCounts.set(category, taken + 1);
    return 1;
  };
  for (const vendor of vendors) {
    const category = vendor.category as GameCategory;
    const plan = PLANS[category];
    if (category === 'RNG') {
      const vendorIndex = rngVendors.indexOf(vendor);
      const share =
        Math.floor(RNG_GAME_COUNT / rngVendors.length) +
        (vendorIndex < RNG_GAME_COUNT % rngVendors.length ? 1 : 0);
      for (let i = 0; i < share; i++) {
        const gameClassify = weighted(random, RNG_CLASSIFY);
        const slot = gameClassify === 'SLOT' || gameClassify === 'JACKPOT';
        const gameNames = names[nameIndex++]!;
        const minBet = random.pick(RNG_MIN_BETS);
        const lineNum = slot ? random.pick(SLOT_LINES) : 0;
        // the former hot draw, still made so every later draw, and so the catalogue, stays as it was
        random.chance(0.04);
        rows.push({
          vassalage: vendor.vassalage,
          category,
          gameCode: `SL${String(i + 1).padStart(4, '0')}`,
          names: gameNames,
          searchNames: lowerNames(gameNames),
          gameClassify,
          isGame: 'GAME',
          defaultPlayType: null,
          minBet,
          lineNum,
          isHot: hot(category, i === rngHotPosition(vendorIndex)),
          isNew: random.chance(0.08) ? 1 : 0,
          palette: random.pick(PALETTES),
          sort: i,
        });
      }
      continue;
    }
    if (category === 'MINI') {
      // the last vendor: its draws come after every other game's, which stay as they were
      MINI_GAMES.forEach(([gameClassify, names], i) => {
        rows.push({
          vassalage: vendor.vassalage,
          category,
          gameCode: `MN${String(i + 1).padStart(3, '0')}`,
          names,
          searchNames: lowerNames(names),
          gameClassify,
          isGame: 'GAME',
          defaultPlayType: null,
          minBet: random.pick(MINI_MIN_BETS),
          lineNum: 0,
          isHot: 0,
          isNew: i < 2 ? 1 : 0,
          palette: random.pick(PALETTES),
          sort: i,
        });
      });
      continue;
    }
    if (!plan) continue;
    let sort = 0;
    if (plan.lobby) {
      const lobbyNames = lobbyName(vendor.name);
      rows.push({
        vassalage: vendor.vassalage,
        category,
        gameCode: 'LOBBY',
        names: lobbyNames,
        searchNames: lowerNames(lobbyNames),
        gameClassify: 'LOBBY',
        isGame: VASSALAGE_GAME,
        defaultPlayType: 'LOBBY',
        minBet: plan.minBets[0]!,
        lineNum: 0,
        isHot: 0,
        isNew: 0,
        palette: random.pick(PALETTES),
        sort: sort++,
      });
    }
    const used = new Set<string>();
    for (let i = 0; i < plan.perVendor; i++) {
      const gameClassify = weighted(random, plan.classify);
      const gameNames = unusedName(used, () =>
        category === 'FISH'
          ? composeName(random.pick(ADJECTIVES), random.pick(NOUNS), CLASSIFY_NAMES.FISHING!)
          : composeName(
              random.pick(ADJECTIVES),
              category === 'PVP' ? random.pick(PVP_GAMES[gameClassify]!) : CLASSIFY_NAMES[gameClassify]!,
              null,
            ),
      );
      rows.push({
        vassalage: vendor.vassalage,
        category,
        gameCode: `${plan.codePrefix}${String(i + 1).padStart(3, '0')}`,
        names: gameNames,
        searchNames: lowerNames(gameNames),
        gameClassify,
        isGame: 'GAME',
        defaultPlayType: category === 'ELOTT' || category === 'LOTT' ? 'STANDARD' : null,
        minBet: random.pick(plan.minBets),
        lineNum: 0,
        isHot: hot(category, i === 0 || random.chance(0.1)),
        isNew: random.chance(0.1) ? 1 : 0,
        palette: random.pick(PALETTES),
        sort: sort++,
      });
    }
    if (isLotteryVendor(vendor.vassalage)) {
      // The platform draws this vendor's games itself: the catalogue lists them (the lobby opens
      // them on the lottery screen) in the places of the drafted ones, whose draws are still made so
      // every later vendor's games, and so the rest of the catalogue, stay as they were.
      const drafted = rows.splice(rows.length - plan.perVendor, plan.perVendor);
      const own = LOTTERY_GAMES.filter((game) => game.vendor === vendor.vassalage);
      if (own.length > drafted.length) throw new Error(`${vendor.vassalage} has more games than places`);
      own.forEach((game, index) => {
        rows.push({
          ...drafted[index]!,
          gameCode: game.gameCode,
          names: game.names,
          searchNames: lowerNames(game.names),
          gameClassify: 'LOTTERY',
          defaultPlayType: game.defaultPlayType,
        });
      });
    }
  }
  return rows;
}

/** The vendor's name is a brand: it stays as is in every language. */
function lobbyName(vendor: string): Translations {
  return w(
    `${vendor} Lobby`,
    `${vendor} Lobby`,
    `${vendor}大厅`,
    `Lobi ${vendor}`,
    `ล็อบบี้ ${vendor}`,
    `Sảnh ${vendor}`,
  );
}
