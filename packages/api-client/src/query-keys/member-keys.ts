const all = ['member'] as const;

/**
 * TanStack Query keys for the logged-in member; login and logout invalidate `all` so nothing of
 * the previous session survives.
 */
export const memberKeys = {
  all,
  info: () => [...all, 'info'] as const,
  icon: () => [...all, 'icon'] as const,
  avatar: () => [...all, 'avatar'] as const,
  balance: () => [...all, 'balance'] as const,
} as const;
