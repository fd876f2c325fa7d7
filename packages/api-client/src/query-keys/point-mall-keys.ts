const all = ['member', 'points'] as const;

/**
 * TanStack Query keys of the point mall. The member's points, redemptions and the items with what
 * they redeemed sit under the member's prefix (signing out drops them); a visitor's items are the
 * brand's alone.
 */
export const pointMallKeys = {
  /** what a redemption invalidates */
  all,
  balance: () => [...all, 'balance'] as const,
  config: () => [...all, 'config'] as const,
  earnings: (page: number) => [...all, 'earnings', page] as const,
  redemptions: (language: string) => [...all, 'redemptions', language] as const,
  items: (language: string, signedIn: boolean) =>
    signedIn ? ([...all, 'items', language] as const) : (['points', 'items', language] as const),
} as const;
