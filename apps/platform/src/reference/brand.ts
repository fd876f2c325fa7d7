import {
  DEFAULT_HOME_SECTIONS,
  type HomeSectionId,
  type RankingPeriodType,
  type RewardSource,
} from '@marquee/api-client/contract';

/**
 * The demo brand: its name, merchant code, currency, languages, home's sections (order and
 * presence) and the age a player must have reached (21 in the Philippines), served by the
 * whitelabel call.
 */
export const BRAND = {
  name: 'Marquee Demo',
  merchantCode: 'MARQUEE',
  currency: { code: 'PHP', symbol: '₱' },
  gtagId: null as string | null,
  defaultLanguage: 'EN',
  supportedLanguages: ['EN', 'TY', 'VI', 'TH', 'ID', 'CN'],
  homeSections: [...DEFAULT_HOME_SECTIONS] as HomeSectionId[],
  minimumAge: 21 as number | undefined,
};
export type Brand = typeof BRAND;

/**
 * The demo brand's withdrawal rules (integer minor units), enforced by the platform and shown on the
 * withdraw page: per withdrawal at least `min` and at most `max`; per brand day (the brand's time zone) at most
 * `dailyCount` withdrawals and `dailyAmount` in all (rejected ones do not count). A payout the
 * member neither confirms nor disputes within `confirmMinutes` of approval counts as received.
 * Every deposit must be wagered `wageringMultiple` times in valid bets before money is withdrawn.
 */
export const BRAND_WITHDRAWAL = {
  min: 10_000,
  max: 5_000_000,
  dailyCount: 5,
  dailyAmount: 10_000_000,
  confirmMinutes: 30,
  wageringMultiple: 1,
} as const;

/**
 * The demo brand's reward rules: an offered reward waits `claimDays` to be claimed; a claimed one
 * asks for valid bets of `wageringMultiple[source]` × its amount within `wageringDays`, else what
 * is left of it is forfeited. A rebate is already a return on bets, so it asks for one turnover.
 */
export const BRAND_REWARDS = {
  claimDays: 7,
  wageringDays: 30,
  wageringMultiple: {
    WELCOME: 10,
    REBATE: 1,
    MISSION: 3,
    PROMOTION: 5,
    REFERRAL: 3,
    BIRTHDAY: 1,
  } satisfies Record<RewardSource, number>,
} as const;

/**
 * The demo brand's welcome bonus, which home's banner advertises: `percent` of the member's first
 * credited deposit, at most `maxBonus` (integer minor units), offered in the reward centre under
 * the reward rules above (source WELCOME).
 */
export const BRAND_WELCOME_BONUS = {
  percent: 100,
  maxBonus: 1_000_000,
} as const;

/**
 * The demo brand's birthday bonus rule: the birthday must have been on the profile at least
 * `daysOnProfile` days when its day begins, so setting it on the day (or just before) pays nothing
 * that year.
 */
export const BRAND_BIRTHDAY = {
  daysOnProfile: 30,
} as const;

/**
 * The demo brand's invite-friends rule: once a friend who registered with the member's code has
 * made a first deposit of at least `firstDeposit` and placed at least `validBet` of valid bets,
 * the member is offered `reward`, once per friend (a REFERRAL reward in the reward centre).
 */
export const BRAND_REFERRAL = {
  firstDeposit: 200_00,
  validBet: 500_00,
  reward: 50_00,
} as const;

/**
 * The demo brand's TOP-20 rankings (deposits, valid bets): the period they add up, a brand day,
 * a brand week (from Monday) or a calendar month in the brand's time zone.
 */
export const BRAND_RANKINGS = {
  period: 'WEEK' as RankingPeriodType,
};

/**
 * The demo brand's responsible gaming rules: a raised or removed limit waits `raiseWaitDays` (1 to
 * 30) before the member may confirm it; a money limit is at most `maxAmount` (minor units), a
 * session limit at most `maxMinutes`; an ended self-exclusion reopens `reopenWaitHours` after the
 * member asks.
 */
export const BRAND_PLAY_SAFE = {
  raiseWaitDays: 1,
  maxAmount: 100_000_000,
  maxMinutes: 24 * 60,
  reopenWaitHours: 24,
};
export type PlaySafeRules = typeof BRAND_PLAY_SAFE;

/**
 * The demo brand's point mall: one point for each 10.00 of valid bets (counted as the betting
 * record counts them, over the member's whole history: points never expire). A point converts to
 * `pointRatio` minor units of balance (0.10), at least `minConvert` points at a time; `rateTable`
 * is what the mall shows of that ratio.
 */
export const BRAND_POINTS = {
  validBetPerPoint: 1_000,
  pointRatio: 10,
  minConvert: 10,
  rateTable: [10, 100, 1_000, 10_000],
} as const;
