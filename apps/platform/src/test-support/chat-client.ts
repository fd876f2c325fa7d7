import type { ChatServerFrame } from '@marquee/api-client/contract';
import WebSocket from 'ws';

/** A socket that keeps every frame it got, and waits for the next one that matches. */
export class ChatClient {
  readonly frames: ChatServerFrame[] = [];
  readonly #waiters: {
    match: (frame: ChatServerFrame) => boolean;
    resolve: (frame: ChatServerFrame) => void;
  }[] = [];
  readonly closed: Promise<number>;
  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as ChatServerFrame;
      this.frames.push(frame);
      for (const waiter of [...this.#waiters])
        if (waiter.match(frame)) {
          this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
          waiter.resolve(frame);
        }
    });
    this.closed = new Promise((resolve) => socket.on('close', (code) => resolve(code)));
  }
  static async open(url: string): Promise<ChatClient> {
    const socket = new WebSocket(url);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return new ChatClient(socket);
  }
  send(frame: unknown) {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }
  next<T extends ChatServerFrame['type']>(
    type: T,
    where: (frame: Extract<ChatServerFrame, { type: T }>) => boolean = () => true,
  ) {
    return new Promise<Extract<ChatServerFrame, { type: T }>>((resolve) => {
      this.#waiters.push({
        match: (frame) => frame.type === type && where(frame as Extract<ChatServerFrame, { type: T }>),
        resolve: (frame) => resolve(frame as Extract<ChatServerFrame, { type: T }>),
      });
    });
  }
  close() {
    this.socket.close();
    return this.closed;
  }
}
