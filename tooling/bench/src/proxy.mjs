import { createServer, request } from 'node:http';

/** How long an upstream that refused a connection is passed over. */
const DOWN_MS = 1_000;

/**
 * A small round-robin HTTP proxy on 127.0.0.1 in front of `upstreams` (ports), as nginx's
 * `proxy_next_upstream error` does it: each request goes to the next upstream; one whose
 * connection is refused (a killed instance) is tried on the other and passed over for a second.
 * A request an upstream took and then dropped (killed mid-answer) is answered 502, never resent.
 * Resolves `{ url, close }`.
 */
export function startProxy(upstreams) {
  const downUntil = new Map();
  let next = 0;
  const pick = (tried) => {
    for (let i = 0; i < upstreams.length; i += 1) {
      const port = upstreams[(next + i) % upstreams.length];
      if (!tried.has(port) && (downUntil.get(port) ?? 0) <= Date.now()) {
        next = (next + i + 1) % upstreams.length;
        return port;
      }
    }
    return upstreams.find((port) => !tried.has(port));
  };
  const server = createServer((incoming, outgoing) => {
    const chunks = [];
    incoming.on('data', (chunk) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const tried = new Set();
      const attempt = () => {
        const port = pick(tried);
        if (port === undefined) {
          outgoing.writeHead(502).end();
          return;
        }
        tried.add(port);
        const upstream = request(
          {
            host: '127.0.0.1',
            port,
            method: incoming.method,
            path: incoming.url,
            headers: { ...incoming.headers, 'x-forwarded-for': '127.0.0.1', connection: 'keep-alive' },
          },
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
            answer.on('error', () => outgoing.destroy());
          },
        );
        upstream.on('error', (error) => {
          if (error.code === 'ECONNREFUSED') {
            downUntil.set(port, Date.now() + DOWN_MS);
            attempt();
          } else if (!outgoing.headersSent) outgoing.writeHead(502).end();
          else outgoing.destroy();
        });
        upstream.end(body);
      };
      attempt();
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () =>
          new Promise((closed) => {
            server.closeAllConnections();
            server.close(() => closed());
          }),
      });
    });
  });
}
