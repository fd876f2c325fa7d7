import type { Db } from '../../db/open';
import { DEFAULT_PASSWORD_POLICY } from '../../reference/password-policy';
import { DAY } from '../clock';
import { readSettings } from '../system/settings';

/** The brand's password lifetime in ms; a database seeded before the setting existed keeps 90 days. */
export async function passwordMaxAgeMs(db: Db): Promise<number> {
  const { password_policy } = await readSettings(db, ['password_policy']);
  const days = password_policy?.maxAgeDays;
  return (typeof days === 'number' && days > 0 ? days : DEFAULT_PASSWORD_POLICY.maxAgeDays) * DAY;
}
