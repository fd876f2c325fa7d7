import { memberKeys, recordKeys, rewardKeys } from '@marquee/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { withdrawalKeys } from '../queries/withdrawal-keys';

/**
 * After a reward is claimed or a bonus given up, whether it worked or not: the rewards and
 * bonuses, the balance, the records and the withdraw page's wagering ask the platform again.
 */
export function invalidateRewardMoney(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: rewardKeys.all }),
    queryClient.invalidateQueries({ queryKey: memberKeys.balance() }),
    queryClient.invalidateQueries({ queryKey: recordKeys.all }),
    queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
  ]);
}
