import { promotionKeys, promotionsApi } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';
import { usePromotionLanguage } from './use-promotion-language';

/** One promotion with its content; signed in, with my status, progress and application. */
export function usePromotionQuery(id: number) {
  const client = useApiClient();
  const signedIn = Boolean(useSessionToken());
  const language = usePromotionLanguage();
  return useQuery({
    queryKey: promotionKeys.detail(id, language, signedIn),
    queryFn: ({ signal }) => client.call(promotionsApi.detail, { id, language }, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
