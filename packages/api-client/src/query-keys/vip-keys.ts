const all = ['member', 'vip'] as const;

/**
 * TanStack Query keys of the player rank page, under the member's prefix so signing out drops them;
 * the levels alone are the brand's, the same for everyone.
 */
export const vipKeys = {
  all,
  rank: () => [...all, 'rank'] as const,
  levels: () => ['vip', 'levels'] as const,
} as const;
