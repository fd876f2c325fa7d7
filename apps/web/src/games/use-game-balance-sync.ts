import { type BalanceResponse, memberKeys, recordKeys } from '@marquee/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

/**
 * The header balance follows the game: a balance the game reports is shown at once, and leaving
 * the game refetches it so what the header shows is the wallet's own figure. Leaving also marks the
 * member's records (betting record, account record, P&L) stale: the rounds just played are in them.
 */
export function useGameBalanceSync() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      onBalanceChange: (sumBalance?: number) => {
        if (typeof sumBalance === 'number') {
          queryClient.setQueryData<BalanceResponse>(memberKeys.balance(), (old) =>
            old ? { ...old, sumBalance } : old,
          );
        }
        void queryClient.invalidateQueries({ queryKey: memberKeys.balance() });
      },
      onLeave: () => {
        void queryClient.invalidateQueries({ queryKey: memberKeys.balance() });
        void queryClient.invalidateQueries({ queryKey: recordKeys.all });
      },
    }),
    [queryClient],
  );
}
