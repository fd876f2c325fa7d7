import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config';
import type { Db } from '../db/open';

/**
 * Hono environment: @hono/node-server passes the Node request as `incoming` and its response as
 * `outgoing` (both absent under app.request()).
 */
export interface AppEnv {
  Bindings: { incoming?: Pick<IncomingMessage, 'socket'>; outgoing?: Pick<ServerResponse, 'setHeader'> };
  /** `session`: set by requireSession (http/require-session.ts) on token routes */
  Variables: {
    session: SessionContext;
    /** a handler's message for the success envelope (default 'OK') */
    envelopeMessage: string | undefined;
    /**
     * the byte length of an answer the app serialised itself (mount's JSON envelopes): compression
     * passes over one under its threshold without reading the answer back
     */
    answerBytes: number | undefined;
    /** the answer is already compressed (a cached answer's stored bytes): compression passes over it */
    answerEncoded: boolean | undefined;
  };
}

/** The signed-in member of a token route. */
export interface SessionContext {
  sessionId: number;
  memberId: number;
  /** the forced password change of this session is still to be done */
  passwordChangePending: boolean;
}

/** What every route module gets. */
export interface Deps {
  db: Db;
  config: Config;
}
