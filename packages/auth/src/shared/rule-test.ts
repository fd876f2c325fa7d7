import { patternMessageKey, type RegistrationFieldRule, validateField } from '@marquee/api-client';
import type { TFunction } from '@marquee/i18n';
import { ref, type StringSchema, string } from 'yup';

/**
 * The message of a failed rule: reg_pattern_{patternId} with min and max, also for "required"
 *. A rule without an upper bound shows ∞ rather than "Infinity".
 */
function ruleMessage(t: TFunction, rule: Readonly<RegistrationFieldRule>, value: string): string | null {
  const result = validateField(rule, value);
  if (result.ok) return null;
  return t(patternMessageKey(result.patternId), {
    min: result.min,
    max: Number.isFinite(result.max) ? result.max : '∞',
  });
}

/**
 * A yup string checked by the shared validator, so the form and the platform cannot disagree.
 * `trim` checks the value the form will send for fields it trims (names, numbers, codes); passwords
 * are checked exactly as typed.
 */
export function ruleSchema(
  t: TFunction,
  rule: Readonly<RegistrationFieldRule>,
  { trim = false }: { trim?: boolean } = {},
): StringSchema<string | undefined> {
  const base = trim ? string().trim() : string();
  return base.test('rule', function check(value) {
    const message = ruleMessage(t, rule, value ?? '');
    return message === null || this.createError({ message });
  });
}

/** The second entry of a password: required and equal to `field`, both worded inconsistent_twice. */
export function confirmationSchema(t: TFunction, field: string): StringSchema {
  return string()
    .required(t('inconsistent_twice'))
    .oneOf([ref(field)], t('inconsistent_twice'));
}
