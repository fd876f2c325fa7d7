/** How long a password lasts before a login reports passwordExpired (with PWDEXPFORCECHANGE3 on). */
export interface PasswordPolicy {
  maxAgeDays: number;
}

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { maxAgeDays: 90 };
