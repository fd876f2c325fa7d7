import type { RegistrationFieldRule } from '../contract/system-types';
import { registrationPattern } from './registration-patterns';

export type FieldFailureReason = 'required' | 'length' | 'pattern';

/**
 * A failure carries the rule's pattern id and bounds because every message is built from them:
 * reg_pattern_{patternId} with (min) and (max) inserted.
 */
interface FieldFailure {
  ok: false;
  reason: FieldFailureReason;
  patternId: number;
  min: number;
  /** Infinity when the rule sets no upper bound */
  max: number;
}

export type FieldValidation = { ok: true } | FieldFailure;

/** acceptedPattern '*' accepts any value. */
export const ANY_PATTERN = '*';

const compiled = new Map<string, RegExp | null>();

/**
 * Server expressions are written for the whole value, but some omit the anchors; wrapping them
 * makes `test` judge the whole value either way. `u` is tried first so script classes work; an
 * expression that is only valid without it (an identity escape such as `\-`) is compiled without.
 */
function compileServerPattern(source: string): RegExp | null {
  const cached = compiled.get(source);
  if (cached !== undefined) return cached;
  const anchored = `^(?:${source})$`;
  let regex: RegExp | null = null;
  for (const flags of ['u', '']) {
    try {
      regex = new RegExp(anchored, flags);
      break;
    } catch {
      regex = null;
    }
  }
  compiled.set(source, regex);
  return regex;
}

/**
 * The expression a rule is checked against, or null when any value is accepted. The rule's own
 * acceptedPattern (from the server) wins; without one, or when it does not compile, the built-in
 * pattern of its id decides, so a broken server expression cannot lock every player out (the
 * server checks again on submit). An unknown id without an expression accepts any value.
 */
export function rulePattern(
  rule: Pick<RegistrationFieldRule, 'patternId' | 'acceptedPattern'>,
): RegExp | null {
  const source = rule.acceptedPattern?.trim() ?? '';
  if (source === ANY_PATTERN) return null;
  if (source !== '') {
    const regex = compileServerPattern(source);
    if (regex) return regex;
  }
  return registrationPattern(rule.patternId)?.regex ?? null;
}

/** Length in code points, so a Chinese, Thai or emoji character counts as one. */
export function fieldLength(value: string): number {
  return [...value].length;
}

/**
 * Checks a value against a server field rule: required, then length within
 * minLength..maxLength, then the pattern. An empty optional field is valid without further
 * checks; a required field holding only whitespace counts as empty. A maxLength of 0 or less
 * means no upper bound.
 */
export function validateField(rule: Readonly<RegistrationFieldRule>, value: string): FieldValidation {
  const min = Math.max(0, Number.isFinite(rule.minLength) ? rule.minLength : 0);
  const max =
    Number.isFinite(rule.maxLength) && rule.maxLength > 0 ? rule.maxLength : Number.POSITIVE_INFINITY;
  const fail = (reason: FieldFailureReason): FieldFailure => ({
    ok: false,
    reason,
    patternId: rule.patternId,
    min,
    max,
  });

  if (value.trim() === '') {
    if (rule.required) return fail('required');
    if (value === '') return { ok: true };
  }
  const length = fieldLength(value);
  if (length < min || length > max) return fail('length');
  const regex = rulePattern(rule);
  if (regex && !regex.test(value)) return fail('pattern');
  return { ok: true };
}
