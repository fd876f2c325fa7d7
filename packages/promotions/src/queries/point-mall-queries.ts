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
