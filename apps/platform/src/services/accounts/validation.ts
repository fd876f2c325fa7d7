import {
  type ErrorCode,
  emailRule,
  type FieldFailureReason,
  mobileRule,
  passwordRule,
  type RegistrationFieldRule,
  ruleFor,
  usernameRule,
  validateField,
} from '@marquee/api-client/contract';
import type { Db } from '../../db/open';
import { fail } from '../../http/http-error';
import { type RawInput, stringField } from '../../http/validate';
import { registrationRules } from '../system/permission-info';
import type { PhoneNumber } from './sms-codes';

/**
 * The rules the platform serves at GET /wps/system/setting/register (the stored ones, else the
 * reference rules): the server checks every registration and password payload against the very rules the
 * web form was built from.
 */
export async function servedRules(db: Db): Promise<RegistrationFieldRule[]> {
  return registrationRules(db);
}

const LABELS: Record<string, string> = {
  username: 'account',
  password: 'password',
  verifyPwd: 'password',
  newPassword: 'password',
  email: 'email',
};

const FIELD_CODES = {
  required: 'FIELD_REQUIRED',
  length: 'FIELD_LENGTH',
  pattern: 'FIELD_FORMAT',
} as const satisfies Record<FieldFailureReason, ErrorCode>;

/**
 * The failure of a rule, checked like the web form: required, length, then format. It carries
 * the rule's pattern id and bounds, so the web app can show the message its own form would
 * (reg_pattern_{patternId}); a rule without an upper bound sends ∞ as max.
 */
export function checkRule(
  rule: RegistrationFieldRule,
  value: string,
  label = LABELS[rule.field] ?? rule.field,
) {
  const result = validateField(rule, value);
  if (result.ok) return;
  throw fail(400, FIELD_CODES[result.reason], {
    field: label,
    patternId: result.patternId,
    min: result.min,
    max: Number.isFinite(result.max) ? result.max : '∞',
  });
}

/** Non-string values (numbers, objects) count as absent; strings are kept as typed. */
export function checkUsername(rules: readonly RegistrationFieldRule[], value: string) {
  checkRule(ruleFor(rules, 'username', usernameRule), value);
}

/** New passwords (registration, change, reset) follow the served password rule. */
export function checkNewPassword(rules: readonly RegistrationFieldRule[], value: string) {
  checkRule(ruleFor(rules, 'password', passwordRule), value, 'password');
}

export function checkEmail(rules: readonly RegistrationFieldRule[], value: string, required: boolean) {
  checkRule({ ...ruleFor(rules, 'email', emailRule), required }, value, 'email');
}

/**
 * mobileNum + countryDialingCode as sent by the forms: the number against the served mobile rule,
 * the code as 1–4 digits (an optional leading +). Stored without the plus signs.
 */
export function parsePhone(rules: readonly RegistrationFieldRule[], raw: RawInput): PhoneNumber {
  const mobileNum = stringField(raw, 'mobileNum', 32).trim();
  const dialing = stringField(raw, 'countryDialingCode', 8).trim();
  if (!validateField(ruleFor(rules, 'mobileNum', mobileRule), mobileNum).ok) throw fail(400, 'PHONE_FORMAT');
  if (!/^\+?[0-9]{1,4}$/.test(dialing)) throw fail(400, 'PHONE_FORMAT');
  return { countryDialingCode: dialing.replace(/^\+/, ''), mobile: mobileNum.replace(/^\+/, '') };
}
