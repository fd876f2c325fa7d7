const all = ['vendor'] as const;

/** TanStack Query keys for the game vendors; lanes differ per merchant (brand). */
export const vendorKeys = {
  all,
  lanes: (merchantCode: string) => [...all, 'lanes', merchantCode] as const,
} as const;
