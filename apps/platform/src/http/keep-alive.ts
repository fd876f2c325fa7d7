import type { Server } from 'node:http';

/**
 * How long the server keeps an idle keep-alive socket: longer than its clients keep theirs, so the
 * client is always the side that closes. When the server closes first, a request the client sends
 * on that socket at the same moment is reset (ECONNRESET) before any handler runs. Proxies usually
 * drop idle upstream sockets after 60 s; Playwright's request context ignores the Keep-Alive hint and
 * holds its sockets for a whole journey, whose calls come seconds apart. Node's default is 5 s. No
 * longer: the headers timeout must stay above it, and that is the slow-headers (slowloris) bound,
 * 60 s by Node's default.
 */
export const KEEP_ALIVE_TIMEOUT = 65_000;

/** Applies KEEP_ALIVE_TIMEOUT, with the headers timeout above it as Node requires. */
export function keepIdleSocketsLonger(server: Pick<Server, 'keepAliveTimeout' | 'headersTimeout'>) {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT + 1_000;
}
