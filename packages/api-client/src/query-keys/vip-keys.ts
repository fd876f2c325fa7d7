const all = ['member', 'vip'] as const;

/** TanStack Query keys of the player rank page, under the member's prefix so signing out drops them. */
export const vipKeys = {
  all,
  rank: () => [...all, 'rank'] as const,
} as const;
