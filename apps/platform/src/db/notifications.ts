import pg from 'pg';

/** How soon a listening connection to PostgreSQL that broke is opened again. */
const RECONNECT_MS = 1000;

type Handler = (payload: string) => void;

/** How a driver sends a NOTIFY and starts to LISTEN on a channel. */
interface Transport {
  send(channel: string, payload: string): Promise<unknown>;
  listen(channel: string, deliver: (payload: string) => void): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * PostgreSQL's NOTIFY and LISTEN between the platform instances on one database: a change one
 * instance makes (a cache to drop, a chat frame to pass on) reaches every instance, itself
 * included, once the transaction that sent it commits. On PGlite the only instance is this
 * process, and the same NOTIFY is delivered here by PGlite itself.
 */
export class Notifications {
  readonly #channels = new Map<string, { handlers: Set<Handler>; listening: Promise<void> }>();

  constructor(private readonly transport: Transport) {}

  publish(channel: string, payload: string): Promise<void> {
    return this.transport.send(channel, payload).then(() => undefined);
  }

  /**
   * `handler` gets every payload sent on `channel` from when LISTEN runs, a moment later: the answer
   * settles then. Whoever asks the other instances for something must await it first, or the
   * answers can come before this instance listens and be lost.
   */
  subscribe(channel: string, handler: Handler): Promise<void> {
    if (!/^[a-z_]{1,63}$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
    let subscribed = this.#channels.get(channel);
    if (!subscribed) {
      const handlers = new Set<Handler>();
      const listening = this.transport
        .listen(channel, (payload) => {
          for (const each of handlers) each(payload);
        })
        .then(
          () => undefined,
          (error: unknown) => console.error(`[platform] cannot listen on ${channel}:`, error),
        );
      subscribed = { handlers, listening };
      this.#channels.set(channel, subscribed);
    }
    subscribed.handlers.add(handler);
    return subscribed.listening;
  }

  close(): Promise<void> {
    return this.transport.close();
  }
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to others), opened at the first
 * subscription and again, with every channel, when it breaks; sends go through `send`, the pool.
 */
export function postgresTransport(url: string, send: Transport['send']): Transport {
  const channels = new Map<string, (payload: string) => void>();
  let client: Promise<pg.Client> | null = null;
  let closed = false;
  const connect = (): Promise<pg.Client> => {
    const listener = new pg.Client({ connectionString: url });
    const lost = () => {
      if (closed || !client) return;
      client = null;
      setTimeout(() => {
        if (!closed && channels.size > 0) client ??= connect();
      }, RECONNECT_MS).unref();
    };
    listener.on('notification', (message) => channels.get(message.channel)?.(message.payload ?? ''));
    listener.on('error', lost);
    listener.on('end', lost);
    return listener.connect().then(
      async () => {
        for (const channel of channels.keys()) await listener.query(`listen "${channel}"`);
        return listener;
      },
      (error: unknown) => {
        lost();
        throw error;
      },
    );
  };
  return {
    send,
    async listen(channel, deliver) {
      channels.set(channel, deliver);
      const fresh = !client;
      client ??= connect();
      const listener = await client;
      // a fresh connection listened on every channel as it opened
      if (!fresh) await listener.query(`listen "${channel}"`);
    },
    async close() {
      closed = true;
      const listener = await client?.catch(() => null);
      client = null;
      await listener?.end();
    },
  };
}
