const all = ['member', 'missions'] as const;

/**
 * TanStack Query keys of the missions, under the member's prefix so signing out drops them; a
 * claim, a round or a deposit invalidates `all`.
 */
export const missionKeys = {
  all,
  summary: () => [...all, 'summary'] as const,
  claimable: () => [...all, 'claimable'] as const,
  leaderboard: () => [...all, 'leaderboard'] as const,
} as const;
