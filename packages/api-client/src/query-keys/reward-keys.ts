const all = ['member', 'rewards'] as const;

/**
 * TanStack Query keys of the reward centre and bonus details, under the member's prefix so signing
 * out drops them; a claim or a forfeit invalidates `all` (and the balance).
 */
export const rewardKeys = {
  all,
  waiting: () => [...all, 'waiting'] as const,
  claimableCount: () => [...all, 'count'] as const,
  bonuses: () => [...all, 'bonuses'] as const,
} as const;
