import { useVendorLanesQuery } from '@marquee/session';
import { useLobbyConfig } from '../config/lobby-config';

/** The vendor lanes of the lobby's merchant, from the one cache entry every feature shares. */
export function useLobbyVendorLanes() {
  return useVendorLanesQuery(useLobbyConfig().merchantCode);
}
