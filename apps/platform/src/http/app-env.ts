import type { IncomingMessage } from 'node:http';
import type { Config } from '../config';
import type { Db } from '../db/open';

/** Hono environment: @hono/node-server passes the Node request as `incoming` (absent under app.request()). */
export interface AppEnv {
  Bindings: { incoming?: Pick<IncomingMessage, 'socket'> };
}

/** What every route module gets. */
export interface Deps {
  db: Db;
  config: Config;
}
