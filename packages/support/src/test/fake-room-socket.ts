import type { ChatRoomMessage, ChatRoomServerFrame } from '@marquee/api-client';
import type { ChatSocket, CreateChatSocket } from '../chat/chat-connection';

type Listener = (event: never) => void;

/** The chat room's socket in memory, for tests and stories: it answers the hello and says what others write. */
export class FakeChatRoom {
  readonly sockets: FakeRoomSocket[] = [];
  /** the tokens of the hellos, in order */
  readonly hellos: string[] = [];

  readonly create: CreateChatSocket = () => {
    const socket = new FakeRoomSocket(this);
    this.sockets.push(socket);
    queueMicrotask(() => socket.open());
    return socket;
  };

  /** Another member writes: every open socket is sent it. */
  say(message: ChatRoomMessage): void {
    for (const socket of this.sockets)
      if (socket.readyState === 1) socket.deliver({ type: 'message', message });
  }

  /** The network drops every socket. */
  drop(): void {
    for (const socket of this.sockets) socket.closeFromServer(1006);
  }
}

class FakeRoomSocket implements ChatSocket {
  readyState = 0;
  readonly #listeners = new Map<string, Listener[]>();
  constructor(private readonly room: FakeChatRoom) {}

  addEventListener(type: string, listener: Listener): void {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }

  send(data: string): void {
    const frame = JSON.parse(data) as { type: string; token: string };
    if (frame.type === 'hello') {
      this.room.hellos.push(frame.token);
      queueMicrotask(() => this.deliver({ type: 'ready' }));
    }
  }

  close(): void {
    this.readyState = 3;
  }

  open(): void {
    if (this.readyState !== 0) return;
    this.readyState = 1;
    this.#emit('open', {});
  }

  closeFromServer(code: number): void {
    if (this.readyState > 1) return;
    this.readyState = 3;
    this.#emit('close', { code });
  }

  deliver(frame: ChatRoomServerFrame): void {
    this.#emit('message', { data: JSON.stringify(frame) });
  }

  #emit(type: string, event: object): void {
    for (const listener of this.#listeners.get(type) ?? []) (listener as (event: object) => void)(event);
  }
}
