import type { DrawFormat, LotteryPrizeMode, LotteryVendor, PlayType } from '@marquee/api-client/contract';
import type { DrawSchedule } from '../db/schema';
import { translations as names, type Translations } from '../services/games/languages';

/**
 * The demo brand's lottery settings: its games and their schedules, the odds of each play type,
 * when betting closes and the stake limits. A brand changes these, not the code that applies them.
 */
export const LOTTERY_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** Betting on a draw closes this long before it is drawn. */
export const CLOSE_SECONDS_BEFORE_DRAW = 10;

/** Stakes in minor units: per bet at least, on one number of one draw at most, on one draw at most (a member). */
export const LOTTERY_LIMITS = {
  minStake: 100,
  maxStakePerNumber: 1_000_000,
  maxStakePerDraw: 5_000_000,
} as const;

/**
 * The operator's exposure: all members' stakes on one number of one draw, at most (minor units).
 * Not less than a member's own per-number limit, so one member's first bet always fits.
 */
export const LOTTERY_EXPOSURE_PER_NUMBER = 3_000_000;

/** Demo mode draws this many past draws of each game at its first start, so hot/cold and results have history. */
export const DEMO_HISTORY_DRAWS = 100;

/**
 * Payout per unit of stake in hundredths, by play type and (for the prize-tiered 4D) by prize.
 * Lô pays per occurrence: 27 lines × 3.5 / 100 ≈ 94.5% in the north's table, 18 × 5.25 / 100 in the
 * south's. 4D Big and Small follow the usual 4D table.
 */
export const LOTTERY_ODDS: Readonly<Record<DrawFormat, Partial<Record<PlayType, number>>>> = {
  VN_NORTH: {
    LO2: 350,
    DE: 9_500,
    BA_CANG: 95_000,
    DAU: 950,
    DUOI: 950,
    XIEN2: 1_600,
    XIEN3: 6_000,
    XIEN4: 23_000,
  },
  VN_SOUTH: {
    LO2: 525,
    DE: 9_500,
    BA_CANG: 95_000,
    DAU: 950,
    DUOI: 950,
    XIEN2: 3_400,
    XIEN3: 20_000,
    XIEN4: 120_000,
  },
  SEA_4D: { BIG: 250_000, SMALL: 350_000 },
  THAI: { THAI_FIRST: 95_000_000, THAI_FRONT3: 45_000, THAI_BACK3: 45_000, THAI_BACK2: 9_500 },
};

/** 4D payout per prize, in hundredths of the stake: Big pays on all 23 prizes, Small on the top three. */
export const FOUR_D_PRIZE_ODDS: Readonly<Record<'BIG' | 'SMALL', Readonly<Record<string, number>>>> = {
  BIG: { FIRST: 250_000, SECOND: 100_000, THIRD: 50_000, STARTER: 18_000, CONSOLATION: 6_000 },
  SMALL: { FIRST: 350_000, SECOND: 200_000, THIRD: 100_000 },
};

export interface LotteryGameSeed {
  gameCode: string;
  vendor: LotteryVendor;
  prizeMode: LotteryPrizeMode;
  format: DrawFormat;
  menuGroup: 'FAST' | 'NORTH' | 'CENTRAL' | 'SOUTH' | null;
  names: Translations;
  schedule: DrawSchedule;
  defaultPlayType: PlayType;
}

export const LOTTERY_GAMES: readonly LotteryGameSeed[] = [
  {
    gameCode: 'VNF1',
    vendor: 'TCG_LOTTO_VN',
    prizeMode: 'ZY',
    format: 'VN_NORTH',
    menuGroup: 'FAST',
    names: names(
      'Fast Lottery 1 Min',
      'Mabilis na Loterya 1 Min',
      '极速彩 1 分钟',
      'Lotre Cepat 1 Menit',
      'หวยด่วน 1 นาที',
      'Xổ Số Nhanh 1 Phút',
    ),
    schedule: { kind: 'EVERY', minutes: 1 },
    defaultPlayType: 'LO2',
  },
  {
    gameCode: 'VNF3',
    vendor: 'TCG_LOTTO_VN',
    prizeMode: 'ZY',
    format: 'VN_NORTH',
    menuGroup: 'FAST',
    names: names(
      'Fast Lottery 3 Min',
      'Mabilis na Loterya 3 Min',
      '极速彩 3 分钟',
      'Lotre Cepat 3 Menit',
      'หวยด่วน 3 นาที',
      'Xổ Số Nhanh 3 Phút',
    ),
    schedule: { kind: 'EVERY', minutes: 3 },
    defaultPlayType: 'LO2',
  },
  {
    gameCode: 'VNF5',
    vendor: 'TCG_LOTTO_VN',
    prizeMode: 'ZY',
    format: 'VN_NORTH',
    menuGroup: 'FAST',
    names: names(
      'Fast Lottery 5 Min',
      'Mabilis na Loterya 5 Min',
      '极速彩 5 分钟',
      'Lotre Cepat 5 Menit',
      'หวยด่วน 5 นาที',
      'Xổ Số Nhanh 5 Phút',
    ),
    schedule: { kind: 'EVERY', minutes: 5 },
    defaultPlayType: 'LO2',
  },
  {
    gameCode: 'VNMB',
    vendor: 'TCG_LOTTO_VN',
    prizeMode: 'Lott',
    format: 'VN_NORTH',
    menuGroup: 'NORTH',
    names: names(
      'North Vietnam Lottery',
      'Loterya ng Hilagang Vietnam',
      '越南北部彩',
      'Lotre Vietnam Utara',
      'หวยเวียดนามเหนือ',
      'Xổ Số Miền Bắc',
    ),
    schedule: { kind: 'DAILY', time: '18:15' },
    defaultPlayType: 'DE',
  },
  {
    gameCode: 'VNMT',
    vendor: 'TCG_LOTTO_VN',
    prizeMode: 'Lott',
    format: 'VN_SOUTH',
    menuGroup: 'CENTRAL',
    names: names(
      'Central Vietnam Lottery',
      'Loterya ng Gitnang Vietnam',
      '越南中部彩',
      'Lotre Vietnam Tengah',
      'หวยเวียดนามกลาง',
      'Xổ Số Miền Trung',
    ),
    schedule: { kind: 'DAILY', time: '17:15' },
    defaultPlayType: 'DE',
  },
  {
    gameCode: 'VNMN',
    vendor: 'TCG_LOTTO_VN',
    prizeMode: 'Lott',
    format: 'VN_SOUTH',
    menuGroup: 'SOUTH',
    names: names(
      'South Vietnam Lottery',
      'Loterya ng Timog Vietnam',
      '越南南部彩',
      'Lotre Vietnam Selatan',
      'หวยเวียดนามใต้',
      'Xổ Số Miền Nam',
    ),
    schedule: { kind: 'DAILY', time: '16:15' },
    defaultPlayType: 'DE',
  },
  {
    gameCode: 'SEA4D5',
    vendor: 'TCG_SEA',
    prizeMode: 'Elott',
    format: 'SEA_4D',
    menuGroup: null,
    names: names(
      'Fast 4D 5 Min',
      'Mabilis na 4D 5 Min',
      '极速 4D 5 分钟',
      '4D Cepat 5 Menit',
      '4D ด่วน 5 นาที',
      '4D Nhanh 5 Phút',
    ),
    schedule: { kind: 'EVERY', minutes: 5 },
    defaultPlayType: 'BIG',
  },
  {
    gameCode: 'SEA4D',
    vendor: 'TCG_SEA',
    prizeMode: 'SEA',
    format: 'SEA_4D',
    menuGroup: null,
    names: names('4D Lottery', '4D na Loterya', '4D 彩票', 'Lotre 4D', 'หวย 4D', 'Xổ Số 4D'),
    // Wednesday, Saturday and Sunday evenings, as the 4D operators draw
    schedule: { kind: 'WEEKLY', weekdays: [3, 6, 0], time: '19:00' },
    defaultPlayType: 'BIG',
  },
  {
    gameCode: 'THAI',
    vendor: 'TCG_SEA',
    prizeMode: 'SEA',
    format: 'THAI',
    menuGroup: null,
    names: names(
      'Thai Lottery',
      'Loterya ng Thailand',
      '泰国彩票',
      'Lotre Thailand',
      'สลากกินแบ่งรัฐบาล',
      'Xổ Số Thái Lan',
    ),
    schedule: { kind: 'MONTHLY', days: [1, 16], time: '15:30' },
    defaultPlayType: 'THAI_BACK2',
  },
];
