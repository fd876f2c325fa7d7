import { FEATURE_FLAGS, type FeatureFlag, type WhitelabelModule } from '@marquee/api-client/contract';
import type { Deps } from '../../http/app-env';
import { fail } from '../../http/http-error';
import { featureTree } from '../../reference/feature-tree';
import { deliveryChannels } from '../delivery/channels';
import { readSettings } from './settings';

/** Flags whose feature sends an SMS code: off while SMS cannot be delivered. */
const NEEDS_SMS: ReadonlySet<string> = new Set<FeatureFlag>([
  'REGMOBVERF3',
  'MOBILEVERCODELOGIN3',
  'CHNGPASSVERIF3',
]);

/**
 * The whitelabel tree as the brand sets it (FEATURES from the environment when set, else the tree
 * stored in the database, seeded all on), with the features that need an undeliverable SMS off.
 */
export async function effectiveFeatureTree({ db, config }: Deps): Promise<WhitelabelModule[]> {
  const tree = config.features
    ? featureTree(config.features)
    : ((await readSettings(db, ['features'])).features ?? featureTree(FEATURE_FLAGS));
  if (deliveryChannels(config).sms) return tree;
  return tree.map((module) => (NEEDS_SMS.has(module.modId) ? { ...module, enabled: 0 } : module));
}

/** Whether a feature flag is on, the way the permission info reports it. */
export async function isFeatureEnabled(deps: Deps, flag: FeatureFlag): Promise<boolean> {
  return (await effectiveFeatureTree(deps)).some((module) => module.modId === flag && module.enabled === 1);
}

/** A call of a feature the brand switched off answers 403, like the hidden button it belongs to. */
export async function requireFeature(deps: Deps, ...flags: FeatureFlag[]) {
  for (const flag of flags) {
    if (!(await isFeatureEnabled(deps, flag))) throw fail(403, 'FEATURE_OFF', { flag });
  }
}
