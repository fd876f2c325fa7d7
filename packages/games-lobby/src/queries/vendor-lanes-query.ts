import {
  type ApiClient,
  api,
  type GameCategory,
  type VendorCard,
  type VendorLane,
  vendorKeys,
} from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useLobbyConfig } from '../config/lobby-config';
import { readCachedLanes, saveCachedLanes } from './vendor-lanes-cache';

/**
 * The vendor lanes of the brand, kept in session storage so a reload in the same tab
 * paints the navigation at once; older than the stale time, they are fetched again behind it.
 * A shell may prefetch them with these options as soon as it knows the merchant.
 */
export function vendorLanesQueryOptions(client: ApiClient, merchantCode: string) {
  return queryOptions({
    queryKey: vendorKeys.lanes(merchantCode),
    queryFn: merchantCode
      ? async ({ signal }) => {
          const response = await client.call(api.games.vendors, { merchantCode }, { signal });
          saveCachedLanes(merchantCode, response);
          return response;
        }
      : skipToken,
    initialData: () => readCachedLanes(merchantCode)?.response,
    initialDataUpdatedAt: () => readCachedLanes(merchantCode)?.savedAt,
    staleTime: 5 * 60_000,
  });
}

export function useVendorLanesQuery() {
  const { merchantCode } = useLobbyConfig();
  return useQuery({
    ...vendorLanesQueryOptions(useApiClient(), merchantCode),
    select: (response) => response.data.lanes,
  });
}

/** Every vendor of the given categories, in lane order, without duplicates. */
export function vendorsOf(lanes: readonly VendorLane[] | undefined, categories: readonly GameCategory[]) {
  const seen = new Set<string>();
  const cards: VendorCard[] = [];
  for (const lane of lanes ?? []) {
    if (!categories.includes(lane.title)) continue;
    for (const card of lane.cards) {
      if (seen.has(card.vassalage)) continue;
      seen.add(card.vassalage);
      cards.push(card);
    }
  }
  return cards;
}
