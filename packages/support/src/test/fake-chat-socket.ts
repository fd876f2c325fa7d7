import type { ChatClientFrame, ChatMessage, ChatServerFrame } from '@marquee/api-client';
import type { CreateChatSocket } from '../chat/chat-connection';
import { FakeSocket } from './fake-socket';

/**
 * A platform in memory for the chat's tests and stories: it answers the hello, stores each client
 * id once like the real one, and can drop the connection, come back, type and answer.
 */
export class FakeChatPlatform {
  readonly messages: ChatMessage[] = [];
  /** every frame the clients sent, in order */
  readonly received: ChatClientFrame[] = [];
  sockets: FakeChatSocket[] = [];
  operatorOnline: boolean;
  /** while false, new sockets never open (the network is down) */
  reachable = true;
  /** the guest chat tokens it issued (a visitor's hello without one gets a new one) */
  readonly guestTokens: string[] = [];
  /** while true, a visitor's hello without a token is refused (the address's hourly share is used) */
  guestLimit = false;
  /** the conversation the platform holds open (a restart after a close moves to the next) */
  /** the conversation's public id; a restart opens the next one */
  conversationId = 'conversation-1';
  #conversations = 1;
  closed = false;
  #nextId = 1;

  constructor({ operatorOnline = true, history = [] as string[] } = {}) {
    this.operatorOnline = operatorOnline;
    for (const text of history) this.#store('OPERATOR', `history-${this.#nextId}`, text);
  }

  readonly create: CreateChatSocket = () => {
    const socket = new FakeChatSocket(this);
    this.sockets.push(socket);
    if (this.reachable) queueMicrotask(() => socket.open());
    else queueMicrotask(() => socket.closeFromServer(1006));
    return socket;
  };

  get current(): FakeChatSocket | undefined {
    return this.sockets.at(-1);
  }

  /** The network drops: the socket closes without a close frame. */
  drop(): void {
    this.reachable = false;
    this.current?.closeFromServer(1006);
  }

  /** The browser goes offline: it says so, and nothing reaches the platform until it is back. */
  goOffline(): void {
    this.reachable = false;
    window.dispatchEvent(new Event('offline'));
  }

  restore(): void {
    this.reachable = true;
    window.dispatchEvent(new Event('online'));
  }

  operatorSays(text: string): void {
    this.#broadcast({ type: 'message', message: this.#store('OPERATOR', `op-${this.#nextId}`, text) });
  }

  /** An operator closes the conversation. */
  close(): void {
    this.closed = true;
    this.#broadcast({ type: 'closed', conversationId: this.conversationId });
  }

  operatorTyping(typing: boolean): void {
    this.#broadcast({ type: 'typing', conversationId: this.conversationId, typing });
  }

  operatorReads(upTo: number): void {
    this.#broadcast({ type: 'read', conversationId: this.conversationId, by: 'OPERATOR', upTo });
  }

  setOperatorOnline(online: boolean): void {
    this.operatorOnline = online;
    this.#broadcast({ type: 'presence', operatorOnline: online });
  }

  handle(socket: FakeChatSocket, frame: ChatClientFrame): void {
    this.received.push(frame);
    if (frame.type === 'hello') {
      let guest: { visitorCode: string; token?: string } | undefined;
      if ('guest' in frame) {
        const refusal = frame.token
          ? this.guestTokens.includes(frame.token)
            ? null
            : 'NOT_SIGNED_IN'
          : this.guestLimit
            ? 'GUEST_LIMIT'
            : null;
        if (refusal) {
          socket.deliver({ type: 'error', code: refusal });
          socket.closeFromServer(1008);
          return;
        }
        if (!frame.token) this.guestTokens.push(`guest-token-${this.guestTokens.length + 1}`);
        guest = {
          visitorCode: `visitor${this.guestTokens.length}`,
          ...(frame.token ? {} : { token: this.guestTokens.at(-1) }),
        };
      }
      socket.deliver({
        type: 'ready',
        conversationId: this.conversationId,
        closed: this.closed,
        queue: guest ? 'VISITOR' : 'LIVECHAT',
        ...(guest ? { guest } : {}),
        messages: this.messages.filter(
          (message) =>
            message.id > (frame.conversationId === this.conversationId ? (frame.lastSeenId ?? 0) : 0),
        ),
        operatorOnline: this.operatorOnline,
        peerReadId: 0,
      });
    } else if (frame.type === 'restart' && this.closed) {
      this.closed = false;
      this.#conversations += 1;
      this.conversationId = `conversation-${this.#conversations}`;
      this.messages.length = 0;
      socket.deliver({
        type: 'ready',
        conversationId: this.conversationId,
        closed: false,
        queue: 'LIVECHAT',
        messages: [],
        operatorOnline: this.operatorOnline,
        peerReadId: 0,
      });
    } else if (frame.type === 'send' && this.closed) {
      socket.deliver({ type: 'error', code: 'CLOSED', clientId: frame.clientId });
    } else if (frame.type === 'send') {
      const known = this.messages.find((m) => m.sender === 'MEMBER' && m.clientId === frame.clientId);
      this.#broadcast({
        type: 'message',
        message: known ?? this.#store('MEMBER', frame.clientId, frame.text),
      });
    }
  }

  #store(sender: ChatMessage['sender'], clientId: string, text: string): ChatMessage {
    const message: ChatMessage = {
      id: this.#nextId++,
      conversationId: this.conversationId,
      sender,
      clientId,
      text,
      at: '2026-11-26T10:00:00.000Z',
    };
    this.messages.push(message);
    return message;
  }

  #broadcast(frame: ChatServerFrame): void {
    for (const socket of this.sockets) if (socket.readyState === 1) socket.deliver(frame);
  }
}

class FakeChatSocket extends FakeSocket<ChatServerFrame> {
  constructor(private readonly platform: FakeChatPlatform) {
    super();
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.platform.handle(this, JSON.parse(data) as ChatClientFrame);
  }
}
