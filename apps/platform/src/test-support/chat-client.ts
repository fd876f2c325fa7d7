import type { ChatServerFrame } from '@marquee/api-client/contract';
import WebSocket from 'ws';

/** A socket that keeps every frame it got, and waits for the next one that matches. */
export class ChatClient<F extends { type: string } = ChatServerFrame> {
  readonly frames: F[] = [];
  readonly #waiters: {
    match: (frame: F) => boolean;
    resolve: (frame: F) => void;
  }[] = [];
  readonly closed: Promise<number>;
  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as F;
      this.frames.push(frame);
      for (const waiter of [...this.#waiters])
        if (waiter.match(frame)) {
          this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
          waiter.resolve(frame);
        }
    });
    this.closed = new Promise((resolve) => socket.on('close', (code) => resolve(code)));
  }
  /** `from`: the visitor's address, sent as X-Forwarded-For (heard by a platform with TRUST_PROXY) */
  static async open<F extends { type: string } = ChatServerFrame>(
    url: string,
    from?: string,
  ): Promise<ChatClient<F>> {
    const socket = new WebSocket(url, from ? { headers: { 'x-forwarded-for': from } } : undefined);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return new ChatClient<F>(socket);
  }
  send(frame: unknown) {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }
  next<T extends F['type']>(type: T, where: (frame: Extract<F, { type: T }>) => boolean = () => true) {
    return new Promise<Extract<F, { type: T }>>((resolve) => {
      this.#waiters.push({
        match: (frame) => frame.type === type && where(frame as Extract<F, { type: T }>),
        resolve: (frame) => resolve(frame as Extract<F, { type: T }>),
      });
    });
  }
  close() {
    this.socket.close();
    return this.closed;
  }
}
