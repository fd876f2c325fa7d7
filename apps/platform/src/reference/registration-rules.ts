import {
  emailRule,
  mobileRule,
  passwordRule,
  type RegistrationFieldRule,
  referralCodeRule,
  registrationPattern,
  usernameRule,
} from '@marquee/api-client/contract';

/**
 * The registration rules the platform serves (GET /wps/system/setting/register and the permission
 * info), built from the api-client's shared rules and pattern catalogue rather than copied, so the
 * web form and the server's checks cannot drift: the ids, bounds and expressions all come from
 * `usernameRule`, `passwordRule`, `mobileRule`, `emailRule` and `REGISTRATION_PATTERNS`. The
 * expression of each id is sent as `acceptedPattern` (the pattern's own source, anchored), so
 * clients that only read the expression check the same thing.
 */
function served(
  field: string,
  base: Readonly<RegistrationFieldRule>,
  required = base.required,
): RegistrationFieldRule {
  const pattern = registrationPattern(base.patternId);
  if (!pattern) throw new Error(`no registration pattern ${base.patternId} for ${field}`);
  return {
    field,
    patternId: base.patternId,
    acceptedPattern: pattern.regex.source,
    minLength: base.minLength,
    maxLength: base.maxLength,
    required,
  };
}

export const REGISTRATION_RULES: RegistrationFieldRule[] = [
  served('username', usernameRule),
  served('password', passwordRule),
  // the confirmation is checked like the password (and must equal it)
  served('verifyPwd', passwordRule),
  served('mobileNum', mobileRule),
  // optional at registration; the forgot-by-email form requires it (ruleFor keeps its own required)
  served('email', emailRule, false),
  // optional: the invite-friends link fills it in (`/register?ref=`)
  served('referralCode', referralCodeRule, false),
];
