/**
 * The chat room: one room where the brand's signed-in members talk to each other, apart from
 * customer service. History and sending are calls of the path table; new messages arrive live on
 * a WebSocket of their own, signed in by the session token in its first frame.
 */

/** The room's socket: `{ type: 'hello', token }` first, then the platform sends the room's new messages. */
export const CHAT_ROOM_SOCKET_PATH = '/chat/room/socket';
/** The longest room message, in characters (UTF-16 code units, as `maxLength` counts them). */
export const CHAT_ROOM_MESSAGE_MAX_CHARS = 200;
/** How many of the latest messages the room's history holds. */
export const CHAT_ROOM_HISTORY_SIZE = 100;
/** A member's messages: at most this many within CHAT_ROOM_RATE_WINDOW_SECONDS. */
export const CHAT_ROOM_RATE_LIMIT = 5;
export const CHAT_ROOM_RATE_WINDOW_SECONDS = 30;

export interface ChatRoomMessage {
  /** the message's public id (random, not a count) */
  id: string;
  /** the author's account, masked as in the winners list ("pl***1") */
  name: string;
  /** written by the member asking */
  mine: boolean;
  /** plain text, shown as text: markup and links stay as typed, nothing in it is clickable */
  text: string;
  /** ISO 8601 */
  at: string;
}

export interface ChatRoomHistory {
  /** the latest CHAT_ROOM_HISTORY_SIZE messages, oldest first */
  messages: ChatRoomMessage[];
  /** why the member may not write, if so: a trial account reads only, a muted member too */
  readOnly: 'TRIAL' | 'MUTED' | null;
}

export interface ChatRoomSendRequest {
  text: string;
}

export type ChatRoomClientFrame = { type: 'hello'; token: string };

export type ChatRoomServerFrame =
  | { type: 'ready' }
  | { type: 'message'; message: ChatRoomMessage }
  | { type: 'error'; code: 'NOT_SIGNED_IN' | 'BAD_FRAME' };
