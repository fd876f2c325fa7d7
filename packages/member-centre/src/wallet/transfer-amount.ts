import { parseMoneyInput } from '@marquee/api-client';
import type { TFunction } from '@marquee/i18n';

const PROBLEM_KEYS = {
  required: 'mc_amount_required',
  format: 'mc_amount_format',
  decimals: 'mc_amount_decimals',
  positive: 'mc_amount_positive',
} as const;

/**
 * The message for a typed transfer amount, or null when it can be sent: the platform's own money
 * rule (parseMoneyInput), then the balance it comes from when that is known (the platform refuses
 * an overdraft anyway; this says so before anything is sent).
 */
export function transferAmountError(
  t: TFunction,
  text: string,
  available: number | undefined,
  format: (minor: number) => string,
): string | null {
  const parsed = parseMoneyInput(text);
  if (!parsed.ok) {
    return parsed.problem === 'min' || parsed.problem === 'max'
      ? t('mcw_above_balance', { amount: format(available ?? 0) })
      : t(PROBLEM_KEYS[parsed.problem]);
  }
  if (available !== undefined && parsed.minor > available)
    return t('mcw_above_balance', { amount: format(available) });
  return null;
}
