import type { GameCategory } from './game-types';

export interface WinnersQuery {
  gameCategory: 'ALL' | GameCategory;
  language: string;
  limitNum: number;
  /** 1-based page of `limitNum` entries; at most 5 pages go back (default 1) */
  pageNum?: number;
}

export interface Winner {
  iconUrl: string;
  /** masked by the platform, e.g. "de***o" */
  customerName: string;
  gameName: string;
  /** minor units */
  winAmount: number;
}

export interface WinnersResponse {
  vo: Winner[];
  /** whether a next page holds entries (never past the last page the platform serves) */
  hasMore: boolean;
}

export interface JackpotResponse {
  /** minor units at `at`; the UI ticks it up from there */
  amount: number;
  at: string;
}

export interface PvpRoomsQuery {
  language: string;
  vassalage?: string;
}

export interface PvpRoom {
  roomId: number;
  vassalage: string;
  gameCode: string;
  name: string;
  iconUrl: string;
  minBet: number;
  players: number;
  seats: number;
}

export interface PvpRoomsResponse {
  rooms: PvpRoom[];
}
