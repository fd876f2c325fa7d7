/** What a limit caps: money paid in, net loss (stakes minus wins), total stakes, or minutes per session. */
export const PLAY_LIMIT_KINDS = ['DEPOSIT', 'LOSS', 'WAGER', 'SESSION'] as const;
export type PlayLimitKind = (typeof PLAY_LIMIT_KINDS)[number];

/** A money limit's period (brand day, brand week from Monday, calendar month); SESSION for the time limit. */
export const PLAY_LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH', 'SESSION'] as const;
export type PlayLimitPeriod = (typeof PLAY_LIMIT_PERIODS)[number];

export interface PlayLimitKey {
  kind: PlayLimitKind;
  period: PlayLimitPeriod;
}

/** A raise or a removal waiting out the brand's cooling period; `amount` null removes the limit. */
interface PendingPlayLimit {
  amount: number | null;
  /** from when the player may confirm it (ISO) */
  from: string;
  /** the wait is over by the platform's clock: the player may confirm it now */
  confirmable: boolean;
}

export interface PlayLimit extends PlayLimitKey {
  /** the limit in force: integer minor units, or minutes for SESSION */
  amount: number;
  /** what the current period has used (minor units); 0 for SESSION */
  used: number;
  /** when the current period ends and `used` starts again from 0 (ISO); null for SESSION */
  resetsAt: string | null;
  pending: PendingPlayLimit | null;
}

type PlayLimitChangeAction = 'SET' | 'REQUESTED' | 'CONFIRMED' | 'CANCELLED';

export interface PlayLimitChange extends PlayLimitKey {
  action: PlayLimitChangeAction;
  /** the amount set or asked for; null for a removal */
  amount: number | null;
  at: string;
}

export interface PlayLimitsResponse {
  limits: PlayLimit[];
  /** days a raise or removal waits before it can be confirmed (the brand's, 1 to 30) */
  waitDays: number;
  /** the brand's largest money limit (minor units) and session limit (minutes) */
  maxAmount: number;
  maxMinutes: number;
  /** the newest first */
  history: PlayLimitChange[];
}

/** Sets, lowers, raises or (amount null) removes one limit. */
export interface SetPlayLimitRequest extends PlayLimitKey {
  amount: number | null;
}

/** One limit of several set at once: an amount, never a removal. */
export interface PlayLimitSetting extends PlayLimitKey {
  amount: number;
}

/**
 * Several limits at once (e.g. every one chosen at registration), each kind and period at most once:
 * all are set, each as `setLimit` would, or none. A refusal's envelope value is the refused
 * limit's key (`refusedPlayLimit`), its code says why.
 */
export interface SetPlayLimitsRequest {
  limits: PlayLimitSetting[];
}

export const TIME_OUT_DURATIONS = ['24H', '7D', '30D', '6W'] as const;
export const SELF_EXCLUSION_DURATIONS = ['6M', '1Y', '2Y', '5Y'] as const;
export type ExclusionDuration =
  | (typeof TIME_OUT_DURATIONS)[number]
  | (typeof SELF_EXCLUSION_DURATIONS)[number];
export type ExclusionKind = 'TIME_OUT' | 'SELF_EXCLUSION';

export interface StartExclusionRequest {
  kind: ExclusionKind;
  duration: ExclusionDuration;
  password: string;
}

export interface PlayExclusion {
  kind: ExclusionKind;
  duration: ExclusionDuration;
  startedAt: string;
  endsAt: string;
  /** a self-exclusion that has ended keeps the account closed until the player asks to reopen it */
  reopenRequestedAt: string | null;
  /** when play opens again: endsAt, or for an ended self-exclusion the reopening (null: not asked yet) */
  opensAt: string | null;
  /** its end has passed by the platform's clock (an ended self-exclusion may then ask to reopen) */
  ended: boolean;
  /** it still closes the account by the platform's clock: clients judge by this, not their own clock */
  inForce: boolean;
}

export interface PlayExclusionResponse {
  exclusion: PlayExclusion | null;
  /** hours a reopening waits after the player asks */
  reopenWaitHours: number;
}

/** How "my activity" adds up the member's money: per brand day, brand week (from Monday) or calendar month. */
export const ACTIVITY_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export type ActivityPeriod = (typeof ACTIVITY_PERIODS)[number];

/** Months "my activity" goes back, this month included. */
export const ACTIVITY_MONTHS = 12;

export interface ActivityQuery {
  by: ActivityPeriod;
}

/** One period's money, from the ledger, in integer minor units. */
export interface ActivityFigures {
  /** credited deposits */
  deposits: number;
  /** withdrawals taken, less the ones given back (rejected) */
  withdrawals: number;
  /** stakes: game rounds, lottery bets and money moved into game wallets */
  stakes: number;
  /** wins: game and lottery payouts and money back from game wallets */
  wins: number;
  /** wins less stakes: above zero, the member came out ahead */
  net: number;
}

export interface ActivityRow extends ActivityFigures {
  /** the brand day (YYYY-MM-DD) the period starts on: the day, the week's Monday, the month's first */
  from: string;
}

export interface ActivityResponse {
  by: ActivityPeriod;
  /** the first brand day counted: the first of the month ACTIVITY_MONTHS - 1 months back */
  since: string;
  /** the periods with any money moved, newest first */
  rows: ActivityRow[];
  totals: ActivityFigures;
}
