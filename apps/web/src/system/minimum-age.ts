import { DEFAULT_MINIMUM_AGE } from '@marquee/api-client';
import { usePermissionQuery } from './permission-query';

/**
 * The age a player must have reached to play at this brand, a setting of the platform's (which
 * refuses a younger birthday): the footer states it and registration asks the player to confirm it.
 */
export function useMinimumAge(): number {
  return usePermissionQuery().data?.minimumAge ?? DEFAULT_MINIMUM_AGE;
}
