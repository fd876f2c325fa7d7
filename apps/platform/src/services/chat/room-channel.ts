import { randomBytes } from 'node:crypto';
import type { ChatRoomServerFrame } from '@marquee/api-client/contract';
import { type Db, notificationsOf } from '../../db/open';
import { resolveSession } from '../accounts/sessions';
import type { ChatConnection, ChatPeer } from './chat-hub';
import { asSeenBy, type RoomMessage, roomMessage } from './chat-room';

/** The hello must come this soon after the socket opens. */
const HELLO_TIMEOUT_MS = 10_000;
/** Room sockets one member may hold at once: a few tabs and devices. */
const SOCKETS_PER_MEMBER = 5;
/** WebSocket close code: policy violation (a bad sign-in, a frame the room does not take). */
const POLICY_VIOLATION = 1008;
/**
 * Where an instance tells the others of a message stored in the room: its public id and the
 * instance's (`<instance> <message>`); the others read it from the database.
 */
const ROOM_CHANNEL = 'marquee_chat_room';

interface Reader {
  peer: ChatPeer;
  memberId: number;
}

const emit = (peer: ChatPeer, frame: ChatRoomServerFrame) => peer.send(JSON.stringify(frame));

/**
 * The chat room's live side, beside the live chat's hub on the same WebSocket server: members
 * (trial accounts too: they read) sign in with their session token in the first frame and are then
 * sent each new message; they write through the contract's send call, so every rule of a message
 * is checked in one place (services/chat/chat-room.ts). The readers are those of this process;
 * a message sent through another instance (or another channel of this process, on PGlite) is told
 * over NOTIFY and read here from the database.
 */
export class ChatRoomChannel {
  readonly #readers = new Set<Reader>();
  readonly #instance = randomBytes(6).toString('hex');
  #listening = false;
  /** the other instances' messages, read and sent one at a time in the order they were told */
  #heard = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  connection(peer: ChatPeer): ChatConnection {
    let reader: Reader | null = null;
    let open = true;
    let greeted = false;
    const helloTimer = setTimeout(() => {
      if (!reader) peer.close(POLICY_VIOLATION, 'no sign-in');
    }, HELLO_TIMEOUT_MS);
    helloTimer.unref();
    const refuse = (code: 'NOT_SIGNED_IN' | 'BAD_FRAME') => {
      emit(peer, { type: 'error', code });
      peer.close(POLICY_VIOLATION, code === 'NOT_SIGNED_IN' ? 'not signed in' : 'bad frame');
    };
    return {
      receive: (raw) => {
        // one frame is taken, the hello: the room is read here and written through its call
        if (greeted) return refuse('BAD_FRAME');
        greeted = true;
        const token = helloToken(raw);
        if (!token) return refuse('NOT_SIGNED_IN');
        resolveSession(this.db, token, this.now()).then(
          (session) => {
            if (!open) return;
            if (!session) return refuse('NOT_SIGNED_IN');
            if (this.#socketsOf(session.memberId) >= SOCKETS_PER_MEMBER) return refuse('BAD_FRAME');
            clearTimeout(helloTimer);
            reader = { peer, memberId: session.memberId };
            this.#readers.add(reader);
            this.#listen();
            emit(peer, { type: 'ready' });
          },
          (error: unknown) => {
            console.error('[platform] chat room sign-in failed:', error);
            refuse('NOT_SIGNED_IN');
          },
        );
      },
      closed: () => {
        open = false;
        clearTimeout(helloTimer);
        if (reader) this.#readers.delete(reader);
      },
    };
  }

  #socketsOf(memberId: number): number {
    let sockets = 0;
    for (const reader of this.#readers) if (reader.memberId === memberId) sockets += 1;
    return sockets;
  }

  /** From the first reader on, the other instances' messages come to this one's readers too. */
  #listen(): void {
    if (this.#listening) return;
    this.#listening = true;
    notificationsOf(this.db)?.subscribe(ROOM_CHANNEL, (payload) => {
      const [from, id] = payload.split(' ');
      if (from === this.#instance || !id || this.#readers.size === 0) return;
      this.#heard = this.#heard
        .then(async () => {
          const stored = await roomMessage(this.db, id);
          if (stored) this.#send(stored);
        })
        .catch((error: unknown) =>
          console.error('[platform] chat room message from another instance:', error),
        );
    });
  }

  /** Sends a message stored here to every reader, on this instance and the others. */
  publish(stored: RoomMessage): void {
    this.#send(stored);
    notificationsOf(this.db)
      ?.publish(ROOM_CHANNEL, `${this.#instance} ${stored.message.id}`)
      .catch((error: unknown) =>
        console.error('[platform] cannot tell the other instances of the room:', error),
      );
  }

  /** Sends a stored message to every reader of this instance, each told whether it is theirs. */
  #send(stored: RoomMessage): void {
    for (const reader of this.#readers)
      emit(reader.peer, { type: 'message', message: asSeenBy(reader.memberId, stored) });
  }

  /** Closes every socket (the server is stopping) with 1012, the close code that asks the client to connect again. */
  closeAll(): void {
    for (const reader of this.#readers) reader.peer.close(1012, 'restarting');
  }
}

function helloToken(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  try {
    const frame: unknown = JSON.parse(raw);
    if (typeof frame !== 'object' || frame === null) return null;
    const { type, token } = frame as Record<string, unknown>;
    return type === 'hello' && typeof token === 'string' && token.length <= 256 ? token : null;
  } catch {
    return null;
  }
}
