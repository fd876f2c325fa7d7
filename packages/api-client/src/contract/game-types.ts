/** Game categories as the vendor lanes title them (spec §2 navigation order is in NAV_CATEGORY_ORDER). */
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
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export const NAV_CATEGORY_ORDER: readonly GameCategory[] = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'COCKFIGHT',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
];

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
