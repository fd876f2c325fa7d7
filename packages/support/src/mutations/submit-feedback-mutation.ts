import { api, type FeedbackRequest, supportKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export function useSubmitFeedbackMutation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: FeedbackRequest) => client.call(api.feedback.submit, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.feedback() }),
  });
}
