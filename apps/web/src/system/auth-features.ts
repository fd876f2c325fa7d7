import { FEATURE_FLAGS, type PermissionInfo } from '@marquee/api-client';
import type { AuthFeatures } from '@marquee/auth';
import { isFeatureEnabled } from './feature-flags';

/**
 * The whitelabel switches the auth screens read, from the permission query. Before the
 * permission answer arrives every switch is off, as everywhere else in the shell.
 */
export function authFeaturesOf(permission: PermissionInfo | undefined): AuthFeatures {
  return {
    ...Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, isFeatureEnabled(permission, flag)])),
    mailDelivery: permission?.mailDelivery !== false,
  };
}
