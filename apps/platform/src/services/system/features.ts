import { FEATURE_FLAGS, type FeatureFlag } from '@marquee/api-client/contract';
import type { Deps } from '../../http/app-env';
import { fail } from '../../http/http-error';
import { readSettings } from './settings';

/**
 * Whether a feature flag is on, the way the permission info reports it: FEATURES from the
 * environment when set, else the tree stored in the database (seeded all on).
 */
export async function isFeatureEnabled({ db, config }: Deps, flag: FeatureFlag): Promise<boolean> {
  if (config.features) return config.features.includes(flag);
  const { features } = await readSettings(db, ['features']);
  if (!features) return (FEATURE_FLAGS as readonly string[]).includes(flag);
  return features.some((module) => module.modId === flag && module.enabled === 1);
}

/** A call of a feature the brand switched off answers 403, like the hidden button it belongs to. */
export async function requireFeature(deps: Deps, ...flags: FeatureFlag[]) {
  for (const flag of flags) {
    if (!(await isFeatureEnabled(deps, flag))) throw fail(403, 'FEATURE_OFF', { flag });
  }
}
