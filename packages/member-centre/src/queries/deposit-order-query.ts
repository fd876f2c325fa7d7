import { api, type DepositOrder, memberKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery, useQueryClient } from '@tanstack/react-query';

/** Bank transfers wait for the operator and QR payments for the phone: the order is followed. */
const PENDING_POLL_MS = 3_000;

/** One order the member just made; when it settles, the orders list, balance and badge follow. */
export function useDepositOrderQuery(orderNo: string) {
  const client = useApiClient();
  const token = useSessionToken();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: memberKeys.depositOrder(orderNo),
    queryFn: async ({ signal }) => {
      const order = await client.call(api.deposit.order, { orderNo }, { signal });
      const before = queryClient.getQueryData<DepositOrder>(memberKeys.depositOrder(orderNo));
      if (before?.status === 'PENDING' && order.status !== 'PENDING') {
        void queryClient.invalidateQueries({ queryKey: memberKeys.balance() });
        void queryClient.invalidateQueries({ queryKey: memberKeys.unreadCount() });
        void queryClient.invalidateQueries({ queryKey: memberKeys.messages() });
        void queryClient.invalidateQueries({ queryKey: memberKeys.depositOrders() });
      }
      return order;
    },
    enabled: Boolean(token),
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? PENDING_POLL_MS : false),
    refetchOnWindowFocus: 'always',
  });
}
