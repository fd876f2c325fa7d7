import { PLAY_LIMIT_KINDS, type PlayLimitKey, type PlayLimitKind } from '../contract/play-safe-types';

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

/** Every limit a member can have, each kind per each of its periods: what `setLimits` takes at most once each. */
export const PLAY_LIMIT_KEYS: readonly PlayLimitKey[] = PLAY_LIMIT_KINDS.flatMap((kind) =>
  playLimitPeriods(kind).map((period) => ({ kind, period })),
);

/** Why the minutes typed for a session time limit were refused, the form's side of `playLimitProblem`. */
type PlayLimitMinutesProblem = 'required' | 'format' | 'max';

/**
 * The session time limit as typed: whole minutes (digits only), then `playLimitProblem`'s rule, so
 * the form and the platform refuse the same minutes.
 */
export function playLimitMinutesProblem(text: string, maxMinutes: number): PlayLimitMinutesProblem | null {
  const minutes = text.trim();
  if (!minutes) return 'required';
  if (!/^\d+$/.test(minutes)) return 'format';
  const problem = playLimitProblem('SESSION', Number(minutes), { maxAmount: maxMinutes, maxMinutes });
  if (problem === 'max') return 'max';
  return problem ? 'format' : null;
}

/** The limit a refused `setLimits` names (its envelope value), or null when the failure names none. */
export function refusedPlayLimit(details: unknown): PlayLimitKey | null {
  if (typeof details !== 'object' || details === null) return null;
  const { kind, period } = details as Record<string, unknown>;
  return PLAY_LIMIT_KEYS.find((key) => key.kind === kind && key.period === period) ?? null;
}
