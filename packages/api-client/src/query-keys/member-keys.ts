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
  /** the member's favourite game ids (the heart on every game card) */
  favouriteIds: () => [...all, 'favourites', 'ids'] as const,
  favouriteList: (language: string, pageNum: number) =>
    [...all, 'favourites', 'list', language, pageNum] as const,
  /** recent games change with every launch, so all of them share this prefix to be invalidated */
  recentGames: () => [...all, 'recent-games'] as const,
  recentGamesPage: (language: string, vassalage: string, pageNum: number) =>
    [...all, 'recent-games', language, vassalage, pageNum] as const,
} as const;
