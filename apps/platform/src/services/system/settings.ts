import {
  DEFAULT_MINIMUM_AGE,
  type RegistrationFieldRule,
  type SystemStatusCode,
  type WhitelabelModule,
} from '@marquee/api-client/contract';
import type { Db } from '../../db/open';
import { brandSettings } from '../../db/schema';
import { BRAND, type Brand } from '../../reference/brand';
import type { PasswordPolicy } from '../../reference/password-policy';
import { cachedReadNow, invalidateReads, nowOrLater } from '../read-cache';

/** The status switched by the dev endpoint or the `status` command (the env override is applied later). */
export interface StoredStatus {
  status: SystemStatusCode;
  maintenanceEnd: string | null;
  /** when set, every visitor is reported (and checked against BLOCKED_IPS) as this IP: a demo aid */
  ip: string | null;
}

export const NORMAL_STATUS: StoredStatus = { status: 0, maintenanceEnd: null, ip: null };

interface SettingValues {
  brand: Brand;
  features: WhitelabelModule[];
  registration: RegistrationFieldRule[];
  system_status: StoredStatus;
  password_policy: PasswordPolicy;
}
type SettingKey = keyof SettingValues;

async function loadSettings(db: Db): Promise<Map<string, unknown>> {
  const rows = await db.select().from(brandSettings);
  return new Map(rows.map((row) => [row.key, row.value]));
}

/**
 * Every stored setting (a handful of rows), read once and kept in memory: the map itself when it is
 * there, for what every request asks.
 */
function settingsNow(db: Db): Map<string, unknown> | Promise<Map<string, unknown>> {
  return cachedReadNow(db, 'settings', () => loadSettings(db));
}

export async function readSettings<K extends SettingKey>(
  db: Db,
  keys: K[],
): Promise<Partial<Pick<SettingValues, K>>> {
  const settings = await settingsNow(db);
  return Object.fromEntries(
    keys.filter((key) => settings.has(key)).map((key) => [key, settings.get(key)]),
  ) as Partial<Pick<SettingValues, K>>;
}

export async function writeSetting<K extends SettingKey>(
  db: Db,
  key: K,
  value: SettingValues[K],
): Promise<void> {
  await db
    .insert(brandSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: brandSettings.key, set: { value, updatedAt: new Date() } });
  invalidateReads(db);
}

const brandIn = (settings: Map<string, unknown>) => (settings.get('brand') as Brand | undefined) ?? BRAND;

/** The stored brand, at once when the settings are in memory: for what every request asks. */
export function brandNow(db: Db): Brand | Promise<Brand> {
  return nowOrLater(settingsNow(db), brandIn);
}

export async function readBrand(db: Db): Promise<Brand> {
  return brandNow(db);
}

/** The age a member must have reached: the brand's, or the default for a brand stored before it was a setting. */
export function minimumAgeOf(brand: Brand): number {
  return brand.minimumAge ?? DEFAULT_MINIMUM_AGE;
}

/** minimumAgeOf the stored brand. */
export async function brandMinimumAge(db: Db): Promise<number> {
  return minimumAgeOf(await readBrand(db));
}

export async function readStoredStatus(db: Db): Promise<StoredStatus> {
  const { system_status } = await readSettings(db, ['system_status']);
  return { ...NORMAL_STATUS, ...system_status };
}
