import type { ChatSocket } from '../chat/chat-connection';

type Listener = (event: never) => void;

/**
 * A chat socket in memory: the fake platforms open it, drop it and deliver their frames; each
 * subclass says how its platform answers what the client sends.
 */
export abstract class FakeSocket<ServerFrame> implements ChatSocket {
  readyState = 0;
  readonly #listeners = new Map<string, Listener[]>();

  abstract send(data: string): void;

  addEventListener(type: string, listener: Listener): void {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }

  close(): void {
    if (this.readyState > 1) return;
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

  deliver(frame: ServerFrame): void {
    this.#emit('message', { data: JSON.stringify(frame) });
  }

  #emit(type: string, event: object): void {
    for (const listener of this.#listeners.get(type) ?? []) (listener as (event: object) => void)(event);
  }
}
