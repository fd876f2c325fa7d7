/**
 * The live chat between a member and the brand's operators: a WebSocket per side. Tokens travel
 * in the first frame (`hello`), never in the socket's URL, which proxies and access logs keep.
 */

/** The member's socket (the web app) and the operator console's socket. */
export const CHAT_MEMBER_SOCKET_PATH = '/chat/socket';
export const CHAT_OPERATOR_SOCKET_PATH = '/chat-console/socket';
/** The operator console's page and its sign-in call. */
export const CHAT_CONSOLE_PATH = '/chat-console';
export const CHAT_CONSOLE_SIGN_IN_PATH = '/chat-console/sign-in';

/** The longest chat message, in characters (UTF-16 code units, as `maxLength` counts them). */
export const CHAT_MESSAGE_MAX_CHARS = 500;
/** The largest frame either socket accepts, in bytes: a longest message in JSON with room to spare. */
export const CHAT_FRAME_MAX_BYTES = 8 * 1024;
/** A client id names one message of its sender: a resend after a reconnect is the same message. */
export const CHAT_CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** VIP service is for members whose clubLabel.rankLevel is above this, live chat for the others. */
export const CHAT_VIP_RANK_ABOVE = 4;

/** New guest conversations one address may open per hour (a reload keeps its guest token). */
export const CHAT_GUESTS_PER_IP_PER_HOUR = 10;

/** Members' queues by rank, and visitors chatting without signing in. */
export type ChatQueue = 'VIP' | 'LIVECHAT' | 'VISITOR';
export type ChatSender = 'MEMBER' | 'OPERATOR';

export interface ChatMessage {
  /**
   * The message's number in its conversation (1, 2, 3 …): the order, the read marks and the
   * lastSeenId of a reconnect; it counts only this conversation's messages
   */
  id: number;
  /** the conversation's public id (random, not a count) */
  conversationId: string;
  sender: ChatSender;
  clientId: string;
  text: string;
  /** ISO 8601 */
  at: string;
}

/** One line of the console's list: open conversations first (VIP queue first, visitors last), then closed ones. */
export interface ChatConversationSummary {
  /** the conversation's public id */
  id: string;
  /** the member's account; null for a visitor */
  account: string | null;
  /** a visitor's code ("Visitor #<code>", random, not a count); null for a member */
  visitorCode: string | null;
  queue: ChatQueue;
  /** ISO 8601 of the last message, or of the opening */
  lastAt: string;
  lastText: string;
  /** member messages after the operators' read mark */
  unread: number;
  /** ISO 8601 of the closing (by an operator, or after the idle minutes); null while open */
  closedAt: string | null;
}

/**
 * GUEST_LIMIT: this address opened CHAT_GUESTS_PER_IP_PER_HOUR guest conversations this hour;
 * CLOSED: a message to a conversation that has ended.
 */
export type ChatErrorCode =
  | 'TOO_LONG'
  | 'EMPTY'
  | 'RATE_LIMITED'
  | 'BAD_FRAME'
  | 'NOT_SIGNED_IN'
  | 'GUEST_LIMIT'
  | 'CLOSED';

/**
 * What a reconnecting client has already: the messages of `conversationId` up to `lastSeenId`.
 * Messages are numbered per conversation, so the mark counts only when the conversation is still
 * the player's current one; otherwise the whole (latest) history comes.
 */
interface ChatSeen {
  conversationId?: string;
  lastSeenId?: number;
}

/**
 * What a client sends. The member's frames carry no conversation id: a member has one. A visitor's
 * hello says `guest: true` with the guest chat token it was given, or none to be given one.
 */
export type ChatClientFrame =
  | ({ type: 'hello'; token: string } & ChatSeen)
  | ({ type: 'hello'; guest: true; token?: string } & ChatSeen)
  | { type: 'open'; conversationId: string; lastSeenId?: number }
  | { type: 'send'; clientId: string; text: string; conversationId?: string }
  | { type: 'typing'; typing: boolean; conversationId?: string }
  | { type: 'read'; upTo: number; conversationId?: string }
  /** the player starts a new conversation after the last one was closed */
  | { type: 'restart' }
  /** the operator closes a conversation */
  | { type: 'close'; conversationId: string };

/** What the platform sends. */
export type ChatServerFrame =
  | {
      type: 'ready';
      conversationId: string;
      queue: ChatQueue;
      /** the messages after the client's lastSeenId, oldest first */
      messages: ChatMessage[];
      operatorOnline: boolean;
      /** the other side's read mark: messages up to this id have been read */
      peerReadId: number;
      /** the conversation has ended: its history is shown, a new message needs a restart */
      closed: boolean;
      /** to a visitor: its code, and the guest chat token when this hello issued one */
      guest?: { visitorCode: string; token?: string };
    }
  | { type: 'conversations'; list: ChatConversationSummary[] }
  | { type: 'message'; message: ChatMessage }
  | { type: 'typing'; conversationId: string; typing: boolean }
  | { type: 'read'; conversationId: string; by: ChatSender; upTo: number }
  | { type: 'presence'; operatorOnline: boolean }
  | { type: 'closed'; conversationId: string }
  | { type: 'error'; code: ChatErrorCode; clientId?: string };

/** The console's sign-in answer (its body is `{ name, password }`). */
export interface ChatOperatorSession {
  token: string;
  name: string;
}

/** The console's sign-in refusal: 401 for a wrong name or password, 429 while the throttle holds. */
export interface ChatConsoleSignInRefusal {
  error: string;
  /** with a 429: seconds until the lock ends (also the Retry-After header) */
  retryAfterSeconds?: number;
}
