import { pointMallApi, pointMallKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';
import { usePromotionLanguage } from './use-promotion-language';

/** The brand's items in the current language; signed in, with what the member redeemed of each. */
export function usePointItemsQuery() {
  const client = useApiClient();
  const signedIn = Boolean(useSessionToken());
  const language = usePromotionLanguage();
  return useQuery({
    queryKey: pointMallKeys.items(language, signedIn),
    queryFn: ({ signal }) => client.call(pointMallApi.items, { language }, { signal }),
  });
}

/** The member's points: every valid bet adds to them, so each visit asks again. */
export function usePointBalanceQuery() {
  const client = useApiClient();
  const signedIn = Boolean(useSessionToken());
  return useQuery({
    queryKey: pointMallKeys.balance(),
    queryFn: ({ signal }) => client.call(pointMallApi.balance, undefined, { signal }),
    enabled: signedIn,
    staleTime: 0,
  });
}

/** The member's latest redemptions, newest first, their items named in the current language. */
export function useRedemptionsQuery() {
  const client = useApiClient();
  const signedIn = Boolean(useSessionToken());
  const language = usePromotionLanguage();
  return useQuery({
    queryKey: pointMallKeys.redemptions(language),
    queryFn: ({ signal }) => client.call(pointMallApi.redemptions, { language }, { signal }),
    enabled: signedIn,
  });
}

/** The point ratio, its rate table and whether the member has a payment password. */
export function usePointConfigQuery() {
  const client = useApiClient();
  const signedIn = Boolean(useSessionToken());
  return useQuery({
    queryKey: pointMallKeys.config(),
    queryFn: ({ signal }) => client.call(pointMallApi.config, undefined, { signal }),
    enabled: signedIn,
  });
}

/** A page of the points the member earned by brand day, newest first. */
export function usePointEarningsQuery(page: number) {
  const client = useApiClient();
  const signedIn = Boolean(useSessionToken());
  return useQuery({
    queryKey: pointMallKeys.earnings(page),
    queryFn: ({ signal }) => client.call(pointMallApi.earnings, { page }, { signal }),
    enabled: signedIn,
    placeholderData: (previous) => previous,
  });
}
