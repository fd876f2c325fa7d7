import {
  memberKeys,
  type PromotionDetail,
  promotionKeys,
  promotionsApi,
  rewardKeys,
} from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePromotionLanguage } from '../queries/use-promotion-language';

/**
 * After a sign-in or a draw the page shows the detail the platform answered, and the lists, the
 * balance and the rewards (a streak step or a prize is credited) are read again, whatever the answer.
 */
function useActivityMutation<T extends { detail: PromotionDetail }>(
  run: (id: number, language: string) => Promise<T>,
) {
  const queryClient = useQueryClient();
  const language = usePromotionLanguage();
  return useMutation({
    mutationFn: (id: number) => run(id, language),
    onSuccess: (answer) => {
      queryClient.setQueryData(promotionKeys.detail(answer.detail.id, language, true), answer.detail);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: promotionKeys.member });
      void queryClient.invalidateQueries({ queryKey: memberKeys.balance() });
      void queryClient.invalidateQueries({ queryKey: rewardKeys.all });
    },
  });
}

/** Signs a SIGN_IN promotion for today. */
export function useSignInPromotionMutation() {
  const client = useApiClient();
  return useActivityMutation((id, language) => client.call(promotionsApi.signIn, { id, language }));
}

/** Draws one raffle ticket. */
export function useDrawRaffleMutation() {
  const client = useApiClient();
  return useActivityMutation((id, language) => client.call(promotionsApi.draw, { id, language }));
}
