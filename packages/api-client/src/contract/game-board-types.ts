import type { GameCategory } from './game-types';

export interface WinnersQuery {
  gameCategory: 'ALL' | GameCategory;
  language: string;
  limitNum: number;
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
