import { api, type DepositOrder, memberKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateSettledDeposit } from './invalidate-settled-deposit';
import { pendingPollMs } from './pending-poll';

function settledSince(before: readonly DepositOrder[] | undefined, after: readonly DepositOrder[]): boolean {
  const pending = new Set(
    before?.filter((order) => order.status === 'PENDING').map((order) => order.orderNo),
  );
  return after.some((order) => pending.has(order.orderNo) && order.status !== 'PENDING');
}

/** The member's recent orders; while one waits for payment they are polled, so the page shows the outcome. */
export function useDepositOrdersQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: memberKeys.depositOrders(),
    queryFn: async ({ signal }) => {
      const { orders } = await client.call(api.deposit.orders, undefined, { signal });
      if (settledSince(queryClient.getQueryData<DepositOrder[]>(memberKeys.depositOrders()), orders)) {
        invalidateSettledDeposit(queryClient);
      }
      // the order just made, followed on its own, shows what the list learnt first
      for (const order of orders) {
        const key = memberKeys.depositOrder(order.orderNo);
        if (queryClient.getQueryData(key)) queryClient.setQueryData(key, order);
      }
      return orders;
    },
    enabled: Boolean(token),
    refetchInterval: (query) =>
      query.state.data?.some((order) => order.status === 'PENDING')
        ? pendingPollMs(query.state.dataUpdateCount)
        : false,
    refetchOnWindowFocus: 'always',
  });
}
