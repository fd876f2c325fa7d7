import { promotionKeys, promotionsApi } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';
import { usePromotionLanguage } from './use-promotion-language';

/** The promotions running and coming, every type at once (the tabs filter them); signed in, with my statuses. */
export function usePromotionsQuery() {
  const client = useApiClient();
  const signedIn = Boolean(useSessionToken());
  const language = usePromotionLanguage();
  return useQuery({
    queryKey: promotionKeys.list(language, signedIn),
    queryFn: ({ signal }) => client.call(promotionsApi.list, { language }, { signal }),
  });
}
