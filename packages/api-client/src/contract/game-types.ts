import type { LaunchMode } from './game-launch-types';

/** Game categories as the vendor lanes title them, in the navigation bar's order. */
export const GAME_CATEGORIES = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'COCKFIGHT',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  // quick instant-result games (crash, mines, dice …), for a brand whose catalogue has them
  'MINI',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** The hot list comes in this category order. */
export const HOT_GAME_CATEGORY_ORDER: readonly GameCategory[] = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
];

/**
 * At most this many hot games of each category: a category with hundreds of hot games (slots)
 * must not crowd the later ones (PVP) out of the list.
 */
export const HOT_GAMES_PER_CATEGORY = 12;

export const ESPORTS_VENDOR_CODES = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;
export const COCKFIGHT_VENDOR_CODES = ['DS88', 'DIG'] as const;

export interface VendorCard {
  vassalage: string;
  name: string;
  accountTypeId: number;
  smallIcon: string;
  /** 1 means hot */
  isHot: 0 | 1;
  gameType: GameCategory;
  maintenance: boolean;
  /**
   * How the vendor's games show (for a sports-type vendor, its lobby: the mode its launch answers).
   * Known before the launch call so that a POPUP vendor's window can be opened inside the click.
   */
  launchMode: LaunchMode;
}

export interface VendorLane {
  title: GameCategory;
  cards: VendorCard[];
}

export interface VendorLanesQuery {
  merchantCode: string;
}

export interface VendorLanesResponse {
  data: { lanes: VendorLane[] };
}

/** The client type the lists are asked for. */
export const WEB_CLIENT_TYPE = 3;

/** Games that open a popup list of a vendor's games instead of starting. */
export const VASSALAGE_GAME = 'VASSALAGE';

/**
 * One game of the catalogue. Names come in the language the list was asked for; money is integer
 * minor units like every amount of the platform.
 */
export interface Game {
  nodeId: number;
  vassalage: string;
  /** the vendor's display name */
  vendorName: string;
  gameType: GameCategory;
  gameCode: string;
  gameName: string;
  /** platform-served icon; the UI falls back to the default game image when it fails to load */
  iconUrl: string;
  /** e.g. SLOT, JACKPOT, TABLE, ARCADE (the vendor's game types, see vassalTypes) */
  gameClassify: string;
  /** 'VASSALAGE' opens the vendor's popup game list; 'GAME' starts the game */
  isGame: 'GAME' | typeof VASSALAGE_GAME;
  defaultPlayType: string | null;
  minBet: number;
  lineNum: number;
  /** 1 means hot */
  isHot: 0 | 1;
  isNew: 0 | 1;
  /**
   * How the launch will show the game. Known before the launch call so that a POPUP game's window
   * can be opened inside the click itself, where popup blockers allow it.
   */
  launchMode: LaunchMode;
  /** a visitor may play it for fun (play money) without an account: its vendor offers a fun mode */
  funPlay: boolean;
}

export interface GameListQuery {
  clientType?: number;
  platform?: string;
  channel?: string;
  merchant?: string;
  gameType: GameCategory;
  vassalage?: string;
  gameClassify?: string;
  /** case-insensitive substring of the name in `language` */
  gameName?: string;
  /** only games whose minimum bet is at least this (minor units) */
  minBet?: number;
  /** only games with at least this many lines */
  minLineNum?: number;
  language: string;
  /** 1-based */
  pageNum?: number;
  /** default 60, at most 200 */
  pageSize?: number;
}

export interface GameListResponse {
  games: Game[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

export const GAME_LIST_DEFAULT_PAGE_SIZE = 60;
export const GAME_LIST_MAX_PAGE_SIZE = 200;

interface GameAnnouncement {
  id: number;
  title: string;
  /** HTML; the UI sanitises it before showing */
  content: string;
}

export interface GameAnnouncementsQuery {
  language: string;
  gameType?: GameCategory;
}

export interface GameAnnouncementsResponse {
  promotion: GameAnnouncement[];
}

export interface VassalTypesQuery {
  vassalage: string;
  language: string;
}

/** The game types (gameClassify values) a vendor offers, with their display names. */
export interface VassalType {
  gameClassify: string;
  name: string;
  count: number;
}

export interface FavouriteGameRequest {
  nodeId: number;
}

export interface FavouriteListQuery {
  language: string;
  pageNum?: number;
  pageSize?: number;
}

export interface FavouriteListResponse {
  content: Game[];
  pageNum: number;
  totalPages: number;
}

export interface RecentGamesQuery {
  clientType: number;
  vassalage?: string;
  language: string;
  pageNum?: number;
}

export interface RecentGamesResponse {
  list: Game[];
  totalPages: number;
}

export interface HotGamesQuery {
  merchantCode: string;
  /** always 2 for this front end */
  isPlatform: number;
  vassalage?: string;
  platform: string;
  language: string;
}

/**
 * Hot games in HOT_GAME_CATEGORY_ORDER, at most HOT_GAMES_PER_CATEGORY of each category (of the
 * one vendor when `vassalage` is given), in the catalogue's order within a category.
 */
export interface HotGamesResponse {
  list: Game[];
}

/**
 * The `value` (the error's `details`) of a launch refused with code GAME_MAINTENANCE because the
 * vendor is in maintenance: games to play instead.
 */
export interface GameMaintenanceDetails {
  vassalage: string;
  /** the first games of the category from open vendors (none for vendors without a game list) */
  recommended: Game[];
  /**
   * The other open vendors of the vendor's lane, to start instead: what a sports, esports,
   * cockfight or lottery vendor (which has no games to recommend) offers in its place.
   */
  vendors: VendorCard[];
}
