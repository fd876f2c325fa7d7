import { memberKeys, type PointRedeemRequest, pointMallApi, pointMallKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePromotionLanguage } from '../queries/use-promotion-language';

/**
 * Redeems an item. Whatever the answer (a refusal may follow a change of stock or points made in
 * another tab), the points, the items' stock, the history and the balance a voucher credits are
 * read again.
 */
export function useRedeemPointsMutation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const language = usePromotionLanguage();
  return useMutation({
    mutationFn: (request: Omit<PointRedeemRequest, 'language'>) =>
      client.call(pointMallApi.redeem, { ...request, language }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: pointMallKeys.all });
      void queryClient.invalidateQueries({ queryKey: memberKeys.balance() });
    },
  });
}
