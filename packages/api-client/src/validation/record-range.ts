import type { ErrorCode } from '../contract/error-codes';
import type { LedgerType, RecordRange } from '../contract/records-types';

/** How far back the records go: three months, as UKGC RTS 1 asks a player can see. */
export const RECORD_MAX_DAYS_BACK = 90;
export const RECORD_PAGE_SIZE = 20;
export const RECORD_EXPORT_MAX_ROWS = 5000;

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Days since the epoch of a YYYY-MM-DD day, or NaN when it is not a real day. */
function dayNumber(day: string): number {
  if (!DAY_PATTERN.test(day)) return Number.NaN;
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day) return Number.NaN;
  return time / DAY_MS;
}

/** `today` moved by `days` (YYYY-MM-DD in, YYYY-MM-DD out). */
export function shiftDay(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * What is wrong with a range: a coded refusal, or NOT_A_DAY, which only a hand-made request can
 * send (the page's date inputs give real days), so the platform answers it as API misuse.
 */
export type RecordRangeProblem =
  | Extract<ErrorCode, 'RECORD_END_BEFORE_START' | 'RECORD_RANGE_TOO_LONG'>
  | 'NOT_A_DAY';

/**
 * The one rule of a records range, shared by the page's form and the platform: both ends real
 * days, the end not before the start, the start at most RECORD_MAX_DAYS_BACK days before today.
 */
export function recordRangeProblem(range: RecordRange, today: string): RecordRangeProblem | null {
  const from = dayNumber(range.from);
  const to = dayNumber(range.to);
  if (Number.isNaN(from) || Number.isNaN(to)) return 'NOT_A_DAY';
  if (to < from) return 'RECORD_END_BEFORE_START';
  if (from < dayNumber(today) - RECORD_MAX_DAYS_BACK) return 'RECORD_RANGE_TOO_LONG';
  return null;
}

/**
 * Which type a ledger kind belongs to. Kinds are open-ended (each money feature adds its own), so
 * the groups go by prefix and anything unknown is OTHER rather than hidden.
 */
export const LEDGER_TYPE_PREFIXES: Readonly<Record<Exclude<LedgerType, 'OTHER'>, readonly string[]>> = {
  DEPOSIT: ['DEPOSIT'],
  WITHDRAWAL: ['WITHDRAWAL'],
  TRANSFER: ['TRANSFER', 'UPLINE', 'DOWNLINE'],
  BET: ['BET', 'LOTTERY_BET'],
  PAYOUT: ['WIN', 'LOTTERY_WIN', 'PAYOUT'],
  BONUS: ['DEMO_CREDIT', 'BONUS', 'REBATE', 'REWARD', 'MISSION', 'REFERRAL'],
  // an agent's dividends and salaries
  AGENT: ['AGENT'],
};

export function ledgerTypeOf(kind: string): LedgerType {
  for (const [type, prefixes] of Object.entries(LEDGER_TYPE_PREFIXES)) {
    if (prefixes.some((prefix) => kind === prefix || kind.startsWith(`${prefix}_`)))
      return type as LedgerType;
  }
  return 'OTHER';
}
