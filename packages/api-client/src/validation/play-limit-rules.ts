import type { PlayLimitKind } from '../contract/play-safe-types';

/** Why a limit's amount was refused: each is a translated message on the field and a coded refusal. */
type PlayLimitProblem = 'positive' | 'whole' | 'max';

/**
 * A limit is a positive whole number of minor units (minutes for SESSION) up to the brand's
 * maximum: 0, negative, fractional minor units and above the maximum are refused alike by the
 * form and the platform.
 */
export function playLimitProblem(
  kind: PlayLimitKind,
  amount: number,
  max: { maxAmount: number; maxMinutes: number },
): PlayLimitProblem | null {
  if (!Number.isFinite(amount) || amount <= 0) return 'positive';
  if (!Number.isInteger(amount)) return 'whole';
  if (amount > (kind === 'SESSION' ? max.maxMinutes : max.maxAmount)) return 'max';
  return null;
}

/** The periods a limit of `kind` comes in. */
export function playLimitPeriods(kind: PlayLimitKind) {
  return kind === 'SESSION' ? (['SESSION'] as const) : (['DAY', 'WEEK', 'MONTH'] as const);
}
