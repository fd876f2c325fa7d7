import type {
  ChatClientFrame,
  ChatErrorCode,
  ChatMessage,
  ChatQueue,
  ChatServerFrame,
} from '@marquee/api-client';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { guestChatToken } from './guest-chat-token';

/** What the chat needs of a WebSocket (a fake one in tests and stories). */
export interface ChatSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  addEventListener(type: 'open', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { code: number }) => void): void;
}

export type CreateChatSocket = (url: string) => ChatSocket;

const browserSocket: CreateChatSocket = (url) => new WebSocket(url);

/** A message of the member's not acknowledged yet: kept (with its client id) until it is. */
export interface PendingMessage {
  clientId: string;
  text: string;
  error?: ChatErrorCode;
}

export interface ChatState {
  /**
   * signed-out: the platform refused the member's session; guest-limit: no new visitor chat from
   * this address for now; unavailable: a visitor refused for another reason
   */
  status: 'connecting' | 'online' | 'reconnecting' | 'signed-out' | 'guest-limit' | 'unavailable';
  /** null until the platform has said */
  operatorOnline: boolean | null;
  queue: ChatQueue | null;
  /** stored messages, oldest first, each once */
  messages: ChatMessage[];
  pending: PendingMessage[];
  /** the operators' read mark: the member's messages up to this id have been read */
  peerReadId: number;
  peerTyping: boolean;
  /** the conversation has ended (an operator closed it, or it was idle): read only until a restart */
  closed: boolean;
}

const OPEN = 1;
/** The platform closes with this on a bad sign-in: reconnecting would not help. */
const POLICY_VIOLATION = 1008;
const MAX_RETRY_MS = 10_000;
/** A message refused for flooding is sent again after this long. */
const RATE_LIMIT_RETRY_MS = 2_000;

const newClientId = () => crypto.randomUUID();

function merge(messages: ChatMessage[], more: ChatMessage[]): ChatMessage[] {
  const known = new Set(messages.map((message) => message.id));
  const added = more.filter((message) => !known.has(message.id));
  if (added.length === 0) return messages;
  return [...messages, ...added].sort((a, b) => a.id - b.id);
}

/**
 * The member's side of the chat socket: signs in with the first frame, reconnects after a drop
 * (at once when the browser says it is online again), asks for the history since the last message
 * it has, and keeps the member's messages until the platform acknowledges them. A message is sent
 * again after a reconnect only if the history does not already hold its client id, and the platform
 * stores each client id once, so nothing is lost and nothing doubles.
 * Without a session token it chats as a visitor: the platform issues a guest chat token in its
 * first answer, kept in the browser (guest-chat-token.ts) and sent again on every hello.
 */
export class ChatConnection {
  readonly store: StoreApi<ChatState> = createStore<ChatState>(() => ({
    status: 'connecting',
    operatorOnline: null,
    queue: null,
    messages: [],
    pending: [],
    peerReadId: 0,
    peerTyping: false,
    closed: false,
  }));
  #socket: ChatSocket | null = null;
  #ready = false;
  #stopped = false;
  #retries = 0;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  #sentReadId = 0;
  /** a visitor's stored token was refused once: the next hello asks for a new guest */
  #guestRenewed = false;
  #refusal: ChatErrorCode | null = null;
  #conversationId: string | null = null;

  constructor(
    private readonly url: string,
    /** the member's session token; null for a visitor */
    private readonly token: string | null,
    private readonly createSocket: CreateChatSocket = browserSocket,
  ) {}

  start(): void {
    this.#stopped = false;
    window.addEventListener('online', this.#onOnline);
    window.addEventListener('offline', this.#onOffline);
    this.#connect();
  }

  stop(): void {
    this.#stopped = true;
    clearTimeout(this.#retryTimer);
    window.removeEventListener('online', this.#onOnline);
    window.removeEventListener('offline', this.#onOffline);
    this.#socket?.close();
    this.#socket = null;
  }

  send(text: string): void {
    const message: PendingMessage = { clientId: newClientId(), text };
    this.#set({ pending: [...this.store.getState().pending, message] });
    this.#transmit(message);
  }

  typing(typing: boolean): void {
    this.#frame({ type: 'typing', typing });
  }

  /** After the conversation ended: starts a new one (the platform answers with its ready). */
  restart(): void {
    if (this.store.getState().closed) this.#frame({ type: 'restart' });
  }

  /** Marks the operator's messages up to `upTo` as read (once per id). */
  read(upTo: number): void {
    if (upTo <= this.#sentReadId || !this.#ready) return;
    this.#sentReadId = upTo;
    this.#frame({ type: 'read', upTo });
  }

  #set(partial: Partial<ChatState>) {
    this.store.setState(partial);
  }

  #onOnline = () => {
    if (this.#ready || this.#stopped) return;
    clearTimeout(this.#retryTimer);
    this.#connect();
  };

  /**
   * The browser says the network is gone: the socket is dead even if its close has not arrived
   * (that can take a long closing handshake), so it is let go at once and messages queue.
   */
  #onOffline = () => {
    const socket = this.#socket;
    if (!socket || this.#stopped) return;
    this.#socket = null;
    socket.close();
    this.#lost();
  };

  #lost() {
    this.#ready = false;
    this.#set({ status: 'reconnecting', peerTyping: false });
    const delay = Math.min(MAX_RETRY_MS, 500 * 2 ** this.#retries);
    this.#retries += 1;
    clearTimeout(this.#retryTimer);
    this.#retryTimer = setTimeout(() => this.#connect(), delay);
  }

  #frame(frame: ChatClientFrame): boolean {
    if (!this.#ready || this.#socket?.readyState !== OPEN) return false;
    this.#socket.send(JSON.stringify(frame));
    return true;
  }

  #transmit(message: PendingMessage) {
    this.#frame({ type: 'send', clientId: message.clientId, text: message.text });
  }

  #connect() {
    this.#socket?.close();
    const socket = this.createSocket(this.url);
    this.#socket = socket;
    this.#ready = false;
    socket.addEventListener('open', () => {
      // a message's id counts within its conversation: the mark goes with the conversation it is of
      const seen =
        this.#conversationId === null
          ? {}
          : {
              conversationId: this.#conversationId,
              lastSeenId: this.store.getState().messages.at(-1)?.id ?? 0,
            };
      this.#refusal = null;
      const guestToken = this.token === null ? guestChatToken.read() : null;
      const hello: ChatClientFrame =
        this.token !== null
          ? { type: 'hello', token: this.token, ...seen }
          : { type: 'hello', guest: true, ...(guestToken ? { token: guestToken } : {}), ...seen };
      socket.send(JSON.stringify(hello));
    });
    socket.addEventListener('message', (event) => {
      if (socket !== this.#socket || typeof event.data !== 'string') return;
      this.#receive(JSON.parse(event.data) as ChatServerFrame);
    });
    socket.addEventListener('close', (event) => {
      if (socket !== this.#socket || this.#stopped) return;
      if (event.code === POLICY_VIOLATION) {
        this.#ready = false;
        this.#refused();
        return;
      }
      this.#lost();
    });
  }

  #refused() {
    if (this.token !== null) {
      this.#set({ status: 'signed-out' });
      return;
    }
    if (this.#refusal === 'GUEST_LIMIT') {
      this.#set({ status: 'guest-limit' });
      return;
    }
    // a stored guest token the platform no longer knows: start again as a new visitor, once
    if (guestChatToken.read() !== null && !this.#guestRenewed) {
      this.#guestRenewed = true;
      guestChatToken.forget();
      this.#set({ messages: [], peerReadId: 0 });
      this.#connect();
      return;
    }
    this.#set({ status: 'unavailable' });
  }

  #receive(frame: ChatServerFrame) {
    const state = this.store.getState();
    switch (frame.type) {
      case 'ready': {
        this.#ready = true;
        this.#retries = 0;
        if (frame.guest?.token) guestChatToken.save(frame.guest.token);
        // a new conversation (after a restart) starts with its own history
        const known = this.#conversationId === frame.conversationId ? state.messages : [];
        if (this.#conversationId !== frame.conversationId) this.#sentReadId = 0;
        this.#conversationId = frame.conversationId;
        const messages = merge(known, frame.messages);
        const stored = new Set(messages.filter((m) => m.sender === 'MEMBER').map((m) => m.clientId));
        const pending = state.pending.filter((message) => !stored.has(message.clientId));
        this.#set({
          status: 'online',
          operatorOnline: frame.operatorOnline,
          queue: frame.queue,
          messages,
          pending,
          peerReadId: known.length > 0 ? Math.max(state.peerReadId, frame.peerReadId) : frame.peerReadId,
          closed: frame.closed,
        });
        if (!frame.closed) for (const message of pending) if (!message.error) this.#transmit(message);
        return;
      }
      case 'message':
        this.#set({
          messages: merge(state.messages, [frame.message]),
          pending:
            frame.message.sender === 'MEMBER'
              ? state.pending.filter((message) => message.clientId !== frame.message.clientId)
              : state.pending,
          peerTyping: frame.message.sender === 'OPERATOR' ? false : state.peerTyping,
        });
        return;
      case 'typing':
        this.#set({ peerTyping: frame.typing });
        return;
      case 'read':
        if (frame.by === 'OPERATOR') this.#set({ peerReadId: Math.max(state.peerReadId, frame.upTo) });
        return;
      case 'closed':
        if (frame.conversationId === this.#conversationId) this.#set({ closed: true, peerTyping: false });
        return;
      case 'presence':
        this.#set({ operatorOnline: frame.operatorOnline });
        return;
      case 'error':
        if (!this.#ready) this.#refusal = frame.code;
        if (frame.code === 'RATE_LIMITED' && frame.clientId) {
          const again = state.pending.find((message) => message.clientId === frame.clientId);
          if (again) setTimeout(() => this.#transmit(again), RATE_LIMIT_RETRY_MS);
        } else if (frame.clientId) {
          this.#set({
            pending: state.pending.map((message) =>
              message.clientId === frame.clientId ? { ...message, error: frame.code } : message,
            ),
          });
        }
        return;
      default:
        return;
    }
  }
}
