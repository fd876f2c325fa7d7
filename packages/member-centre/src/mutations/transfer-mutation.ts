import { api, type BalanceResponse, memberKeys, type TransferDirection } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface TransferInput {
  vassalage: string;
  direction: TransferDirection;
  /** integer minor units */
  amount: number;
  idempotencyKey: string;
}

/** Main ↔ vendor; both balances shown (and the header's) take the platform's answer. */
export function useTransferMutation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TransferInput) => client.call(api.wallet.transfer, input),
    onSuccess: (result, input) => {
      queryClient.setQueryData<BalanceResponse>(memberKeys.balance(), (old) =>
        old ? { ...old, sumBalance: result.mainBalance } : old,
      );
      queryClient.setQueryData(memberKeys.vendorBalance(input.vassalage), result.vendorBalance);
      void queryClient.invalidateQueries({ queryKey: memberKeys.balance() });
    },
  });
}
