import { memberKeys, rewardKeys } from '@marquee/api-client';
import type { QueryClient } from '@tanstack/react-query';

/**
 * A deposit credited or failed moved money and sent a message, and the first one credited earned
 * the welcome bonus: the header's balance, the inbox badge, the reward centre and the deposit
 * page's bonus note ask the platform again.
 */
export function invalidateSettledDeposit(queryClient: QueryClient) {
  for (const queryKey of [
    memberKeys.balance(),
    memberKeys.unreadCount(),
    memberKeys.messages(),
    memberKeys.welcomeBonus(),
    rewardKeys.all,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
