/** Why a typed amount was refused; each is a translated message on the field. */
export type MoneyInputProblem = 'required' | 'format' | 'decimals' | 'positive' | 'min' | 'max';

export type MoneyInputResult = { ok: true; minor: number } | { ok: false; problem: MoneyInputProblem };

const AMOUNT = /^\d+(\.\d+)?$/;

/**
 * A typed amount in major units ("150", "150.5", "150.25") as integer minor units, with the limits
 * (minor units) it must fall in. Letters, signs, more than two decimals and zero are refused
 * before any arithmetic, so no float rounding ever reaches a balance.
 */
export function parseMoneyInput(text: string, limits: { min?: number; max?: number } = {}): MoneyInputResult {
  const value = text.trim();
  if (!value) return { ok: false, problem: 'required' };
  if (!AMOUNT.test(value)) return { ok: false, problem: 'format' };
  const [whole = '0', fraction = ''] = value.split('.');
  if (fraction.length > 2) return { ok: false, problem: 'decimals' };
  if (whole.length > 12) return { ok: false, problem: 'max' };
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (minor <= 0) return { ok: false, problem: 'positive' };
  if (limits.min !== undefined && minor < limits.min) return { ok: false, problem: 'min' };
  if (limits.max !== undefined && minor > limits.max) return { ok: false, problem: 'max' };
  return { ok: true, minor };
}
