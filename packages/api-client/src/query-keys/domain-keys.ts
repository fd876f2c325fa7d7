const all = ['domain'] as const;

/** TanStack Query keys for the alternative-domain list. */
export const domainKeys = {
  all,
  list: () => [...all, 'list'] as const,
} as const;
