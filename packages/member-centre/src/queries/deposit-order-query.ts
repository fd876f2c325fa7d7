import { api, type DepositOrder, memberKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateSettledDeposit } from './invalidate-settled-deposit';
import { pendingPollMs } from './pending-poll';

/**
 * One order the member just made, followed while it waits for payment (in the provider's window,
 * by QR on a phone, or at the bank); when it settles, the orders list, balance and badge follow.
 * Nothing is asked without an order.
 */
export function useDepositOrderQuery(orderNo: string | null) {
  const client = useApiClient();
  const token = useSessionToken();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: memberKeys.depositOrder(orderNo ?? ''),
    queryFn:
      token && orderNo
        ? async ({ signal }) => {
            const order = await client.call(api.deposit.order, { orderNo }, { signal });
            const before = queryClient.getQueryData<DepositOrder>(memberKeys.depositOrder(orderNo));
            if (before?.status === 'PENDING' && order.status !== 'PENDING') {
              invalidateSettledDeposit(queryClient);
              void queryClient.invalidateQueries({ queryKey: memberKeys.depositOrders() });
            }
            return order;
          }
        : skipToken,
    refetchInterval: (query) =>
      query.state.data?.status === 'PENDING' ? pendingPollMs(query.state.dataUpdateCount) : false,
    refetchOnWindowFocus: 'always',
  });
}
