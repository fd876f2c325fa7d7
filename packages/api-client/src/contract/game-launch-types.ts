export interface SportsLaunchQuery {
  vassalage: string;
  language: string;
}

export interface LaunchGameRequest {
  nodeId: number;
  language: string;
  clientType?: number;
}

/**
 * A visitor's fun play: the game with play money that never touches a wallet or the ledger, for
 * games whose vendor offers it (`Game.funPlay`). No token: the launch is the visitor's.
 */
export interface FunLaunchRequest {
  nodeId: number;
  language: string;
}

/** The play money a fun game starts with (minor units); a new launch starts over. */
export const FUN_PLAY_START_BALANCE = 200_000;

/** Fun launches one visitor address may make within FUN_PLAY_LAUNCH_WINDOW_SECONDS. */
export const FUN_PLAY_LAUNCH_LIMIT = 30;
export const FUN_PLAY_LAUNCH_WINDOW_SECONDS = 600;

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

/**
 * What a game page posts to the window that framed it to have its rules (its paytable) shown in
 * the host's rules panel rather than on its own screen: a title, the column headings and the rows,
 * plain text in the game's language. The host answers `GAME_RULES_SHOWN_MESSAGE_TYPE` once it
 * offers the panel, so a game framed by a host that does not keeps showing its own.
 */
export const GAME_RULES_MESSAGE_TYPE = 'marquee:rules';

export interface GameRulesMessage {
  type: typeof GAME_RULES_MESSAGE_TYPE;
  title: string;
  columns: string[];
  rows: string[][];
}

/** The host's answer to `GAME_RULES_MESSAGE_TYPE`: the rules are in its panel now. */
export const GAME_RULES_SHOWN_MESSAGE_TYPE = 'marquee:rules-shown';
