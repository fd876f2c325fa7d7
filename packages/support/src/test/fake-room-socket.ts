import type { ChatRoomMessage, ChatRoomServerFrame } from '@marquee/api-client';
import type { CreateChatSocket } from '../chat/chat-connection';
import { FakeSocket } from './fake-socket';

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

class FakeRoomSocket extends FakeSocket<ChatRoomServerFrame> {
  constructor(private readonly room: FakeChatRoom) {
    super();
  }

  send(data: string): void {
    const frame = JSON.parse(data) as { type: string; token: string };
    if (frame.type === 'hello') {
      this.room.hellos.push(frame.token);
      queueMicrotask(() => this.deliver({ type: 'ready' }));
    }
  }
}
