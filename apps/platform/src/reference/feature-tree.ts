import { FEATURE_FLAGS, type FeatureFlag, type WhitelabelModule } from '@marquee/api-client/contract';

export function featureTree(enabled: readonly FeatureFlag[]): WhitelabelModule[] {
  return FEATURE_FLAGS.map((modId) => ({ modId, enabled: enabled.includes(modId) ? 1 : 0 }));
}
