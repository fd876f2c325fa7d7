import { type AffiliateRequest, api, supportKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Sends the application; the page then shows it as pending. */
export function useApplyAffiliateMutation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AffiliateRequest) => client.call(api.agent.apply, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.affiliate(true) }),
  });
}
