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
  unreadCount: () => [...all, 'messages', 'unread'] as const,
  /** every page of the inbox shares this prefix, so a change invalidates them together */
  messages: () => [...all, 'messages', 'list'] as const,
  messagesPage: (pageNum: number) => [...all, 'messages', 'list', pageNum] as const,
  depositChannels: (language: string) => [...all, 'deposit', 'channels', language] as const,
  depositOrders: () => [...all, 'deposit', 'orders'] as const,
  depositOrder: (orderNo: string) => [...all, 'deposit', 'order', orderNo] as const,
  welcomeBonus: () => [...all, 'deposit', 'welcome-bonus'] as const,
  merchantWallet: () => [...all, 'wallet', 'merchant'] as const,
  /** every vendor balance shares this prefix, so a recall invalidates them together */
  vendorBalances: () => [...all, 'wallet', 'vendor'] as const,
  vendorBalance: (vassalage: string) => [...all, 'wallet', 'vendor', vassalage] as const,
  /** the member's favourite game ids (the heart on every game card) */
  favouriteIds: () => [...all, 'favourites', 'ids'] as const,
  favouriteList: (language: string, pageNum: number) =>
    [...all, 'favourites', 'list', language, pageNum] as const,
  /** recent games change with every launch, so all of them share this prefix to be invalidated */
  recentGames: () => [...all, 'recent-games'] as const,
  recentGamesPage: (language: string, vassalage: string, pageNum: number) =>
    [...all, 'recent-games', language, vassalage, pageNum] as const,
} as const;
