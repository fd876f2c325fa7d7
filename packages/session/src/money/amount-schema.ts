import { type MoneyInputProblem, parseMoneyInput } from '@marquee/api-client';
import type { TFunction } from '@marquee/i18n';
import { string } from 'yup';

const PROBLEM_KEYS = {
  required: 'mc_amount_required',
  format: 'mc_amount_format',
  decimals: 'mc_amount_decimals',
  positive: 'mc_amount_positive',
  min: 'error_code_amount_below_min',
  max: 'error_code_amount_above_max',
} as const satisfies Record<MoneyInputProblem, string>;

/** The amount field's rule, the platform's own (parseMoneyInput) with the channel's limits. */
export function amountSchema(t: TFunction, limits: { min: number; max: number }) {
  return string().test('amount', '', function check(value) {
    const parsed = parseMoneyInput(value ?? '', limits);
    if (parsed.ok) return true;
    return this.createError({
      message: t(PROBLEM_KEYS[parsed.problem], { min: limits.min / 100, max: limits.max / 100 }),
    });
  });
}
