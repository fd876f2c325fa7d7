import type { FeatureFlag } from '@marquee/api-client';

/**
 * The whitelabel switches the auth screens read. The shell maps its permission query to
 * this object, so the package never fetches or parses the feature tree itself. A missing flag is off.
 */
export type AuthFeatures = Partial<Record<FeatureFlag, boolean>> & {
  /** reset links can be mailed (the permission's mailDelivery); absent: they can */
  mailDelivery?: boolean;
};

export function hasFeature(features: AuthFeatures | undefined, flag: FeatureFlag): boolean {
  return features?.[flag] === true;
}
