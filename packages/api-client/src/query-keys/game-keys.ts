import type { GameCategory, GameListQuery } from '../contract/game-types';

const all = ['game'] as const;

/**
 * TanStack Query keys for the public game catalogue. The member's own lists (favourites, recent)
 * live under memberKeys, so signing out drops them with the rest of the session.
 */
export const gameKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  /** one filter set (without its page): an infinite query pages through it */
  list: ({ pageNum: _page, ...filters }: GameListQuery) => [...all, 'list', filters] as const,
  hot: (language: string, vassalage: string) => [...all, 'hot', language, vassalage] as const,
  announcements: (language: string, gameType: GameCategory | 'ALL') =>
    [...all, 'announcements', language, gameType] as const,
  vassalTypes: (vassalage: string, language: string) =>
    [...all, 'vassal-types', vassalage, language] as const,
  winners: (gameCategory: GameCategory | 'ALL', language: string) =>
    [...all, 'winners', gameCategory, language] as const,
  /** one page of the winners list's own screen (the board is page 1 under `winners`) */
  winnersPage: (gameCategory: GameCategory | 'ALL', language: string, pageNum: number) =>
    [...all, 'winners', gameCategory, language, 'page', pageNum] as const,
  jackpot: () => [...all, 'jackpot'] as const,
  pvpRooms: (language: string, vassalage: string) => [...all, 'pvp-rooms', language, vassalage] as const,
} as const;
