import type { RegistrationFieldRule } from '../contract/system-types';

/**
 * Default rules for the forms that have no server rule of their own: change password, forgot by
 * email and forgot by phone. No server rule bounds them, so the username
 * and password defaults mirror the platform's registration rules (username pattern 1, 6–16;
 * password pattern 5, 8–20) and a player can always reuse what they registered with. `acceptedPattern`
 * is empty so the built-in pattern of the id decides. Prefer `ruleFor` with the server's rules
 * when they are loaded.
 */
function rule(field: string, patternId: number, minLength: number, maxLength: number): RegistrationFieldRule {
  return Object.freeze({ field, patternId, acceptedPattern: '', minLength, maxLength, required: true });
}

export const usernameRule: Readonly<RegistrationFieldRule> = rule('username', 1, 6, 16);
export const passwordRule: Readonly<RegistrationFieldRule> = rule('password', 5, 8, 20);
export const emailRule: Readonly<RegistrationFieldRule> = rule('email', 3, 6, 64);
/** pattern 19 allows a leading + and 6–15 digits, so the value is at most 16 characters */
export const mobileRule: Readonly<RegistrationFieldRule> = rule('mobileNum', 19, 6, 16);
/**
 * A member's referral code (the invite-friends link's `?ref=`): letters and digits, eight of them.
 * Optional at registration; the platform compares it case-insensitively.
 */
export const referralCodeRule: Readonly<RegistrationFieldRule> = rule('referralCode', 4, 8, 8);
/**
 * A birthday as a date input gives it (pattern 11, YYYY-MM-DD): optional at registration, where a
 * brand that asks for it serves this rule and the platform checks any birthday sent against it.
 */
export const birthdayRule: Readonly<RegistrationFieldRule> = Object.freeze({
  ...rule('birthday', 11, 10, 10),
  required: false,
});
/** SMS codes are digits; the bounds cover the 4- to 8-digit codes SMS gateways send */
export const smsCodeRule: Readonly<RegistrationFieldRule> = rule('verificationCode', 6, 4, 8);

/**
 * The server's rule for `field` when it has one, else the fallback, so a form that shares a field
 * with registration (the new password of a reset) checks it the way registration does. The
 * form's own `required` wins: an email that is optional at registration is still required to
 * reset a password by email.
 */
export function ruleFor(
  rules: readonly RegistrationFieldRule[] | null | undefined,
  field: string,
  fallback: Readonly<RegistrationFieldRule>,
): RegistrationFieldRule {
  const found = rules?.find((candidate) => candidate.field === field);
  return found ? { ...found, required: fallback.required } : { ...fallback };
}
