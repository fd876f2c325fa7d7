import {
  memberKeys,
  type PromotionApplyRequest,
  type PromotionDetail,
  promotionKeys,
  promotionsApi,
  rewardKeys,
} from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { usePromotionLanguage } from '../queries/use-promotion-language';

/** After any action the member's promotion views are read again. */
const refreshPromotions = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: promotionKeys.member });

/** Joining shows the detail the platform answers straight away. */
function useShowDetail() {
  const queryClient = useQueryClient();
  const language = usePromotionLanguage();
  return (detail: PromotionDetail) => {
    queryClient.setQueryData(promotionKeys.detail(detail.id, language, true), detail);
    void refreshPromotions(queryClient);
  };
}

export function useJoinPromotionMutation() {
  const client = useApiClient();
  const language = usePromotionLanguage();
  const show = useShowDetail();
  return useMutation({
    mutationFn: (id: number) => client.call(promotionsApi.join, { id, language }),
    onSuccess: show,
  });
}

export function useApplyPromotionMutation() {
  const client = useApiClient();
  const language = usePromotionLanguage();
  const show = useShowDetail();
  return useMutation({
    mutationFn: (request: PromotionApplyRequest) =>
      client.call(promotionsApi.apply, { ...request, language }),
    onSuccess: show,
  });
}

/** A claim credits the balance and adds a bonus under wagering: those are read again too. */
export function useClaimPromotionMutation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => client.call(promotionsApi.claim, { id }),
    onSettled: () => {
      void refreshPromotions(queryClient);
      void queryClient.invalidateQueries({ queryKey: memberKeys.balance() });
      void queryClient.invalidateQueries({ queryKey: rewardKeys.all });
    },
  });
}
