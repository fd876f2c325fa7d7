import { api, memberKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface DepositInput {
  channel: string;
  amount: number;
  idempotencyKey: string;
}

export function useCreateDepositMutation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DepositInput) => client.call(api.deposit.create, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.depositOrders() }),
  });
}
