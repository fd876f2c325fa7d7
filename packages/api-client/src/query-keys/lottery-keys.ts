import type { LotteryBetStatus, LotteryPrizeMode } from '../contract/lottery-types';

const all = ['lottery'] as const;

/**
 * TanStack Query keys of the lottery: games, draws and results are public; the member's own bets
 * and recent games live under memberKeys' prefix so signing out drops them.
 */
export const lotteryKeys = {
  all,
  menus: (prizeMode: LotteryPrizeMode | 'ALL', language: string) =>
    [...all, 'menus', prizeMode, language] as const,
  popular: (language: string) => [...all, 'popular', language] as const,
  vnMenu: (language: string) => [...all, 'vn-menu', language] as const,
  currentDraw: (gameCode: string, language: string) => [...all, 'current-draw', gameCode, language] as const,
  openedNumbers: (gameCode: string) => [...all, 'opened-numbers', gameCode] as const,
  results: (gameCode: string, pageNum: number) => [...all, 'results', gameCode, pageNum] as const,
  /** everything of the member's: invalidated after a bet and after a draw */
  mine: () => ['member', 'lottery'] as const,
  recent: (language: string) => ['member', 'lottery', 'recent', language] as const,
  myBets: (filter: { status?: LotteryBetStatus; gameCode?: string; drawId?: string; pageNum: number }) =>
    ['member', 'lottery', 'bets', filter] as const,
} as const;
