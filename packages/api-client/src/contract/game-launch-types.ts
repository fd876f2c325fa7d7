export interface SportsLaunchQuery {
  vassalage: string;
  language: string;
}

export interface LaunchGameRequest {
  nodeId: number;
  language: string;
  clientType?: number;
}

/** How the front end shows a started game: in the /game iframe or a new window (popup). */
export type LaunchMode = 'IFRAME' | 'POPUP';

export interface LaunchResponse {
  url: string;
  mode: LaunchMode;
}

export interface PvpLaunchQuery {
  roomId: number;
  language: string;
}

/** The PVP launch URL comes as value.content, not value.url. */
export interface PvpLaunchResponse {
  content: string;
}

/**
 * What a game page posts to the window that framed it when the player's balance changed inside
 * the game (the demo game of the platform does; a vendor's game may). `sumBalance` is in minor
 * units, like the wallet balance.
 */
export const GAME_BALANCE_MESSAGE_TYPE = 'marquee:balance';

export interface GameBalanceMessage {
  type: typeof GAME_BALANCE_MESSAGE_TYPE;
  sumBalance?: number;
}
