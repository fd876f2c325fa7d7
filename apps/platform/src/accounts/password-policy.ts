import type { Db } from '../db/open';
import { readSettings } from '../store/settings';
import { DAY } from './clock';

/** How long a password lasts before a login reports passwordExpired (with PWDEXPFORCECHANGE3 on). */
export interface PasswordPolicy {
  maxAgeDays: number;
}

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { maxAgeDays: 90 };

/** The brand's password lifetime in ms; a database seeded before the setting existed keeps 90 days. */
export async function passwordMaxAgeMs(db: Db): Promise<number> {
  const { password_policy } = await readSettings(db, ['password_policy']);
  const days = password_policy?.maxAgeDays;
  return (typeof days === 'number' && days > 0 ? days : DEFAULT_PASSWORD_POLICY.maxAgeDays) * DAY;
}
