import { memberKeys, type PointConvertRequest, pointMallApi, pointMallKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Converts points to balance. Whatever the answer (a refusal may follow points spent in another
 * tab), the points and the balance are read again.
 */
export function useConvertPointsMutation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PointConvertRequest) => client.call(pointMallApi.convert, request),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: pointMallKeys.all });
      void queryClient.invalidateQueries({ queryKey: memberKeys.balance() });
    },
  });
}
