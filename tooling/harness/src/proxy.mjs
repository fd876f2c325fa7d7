import { createServer, request } from 'node:http';
import { connect } from 'node:net';

/** How long an upstream that failed a request is passed over. */
const DOWN_MS = 1_000;
/** The methods resent to the next upstream after a failure mid-request, as nginx resends them. */
const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * A small round-robin HTTP proxy on 127.0.0.1 in front of `upstreams` (ports), as nginx's
 * `proxy_next_upstream error` does it: each request goes to the next upstream; one whose
 * connection is refused (a killed instance) is tried on the other and passed over for a second.
 * An upstream that fails a request it took, before its answer began (killed meanwhile, or a kept-alive
 * connection it no longer holds), is passed over the same way: a GET or HEAD is resent to the next
 * one, as nginx does; any other method is answered 502, never resent (it may have taken effect).
 * A WebSocket upgrade goes to the next upstream the same way and is piped through as it is.
 * Resolves `{ url, served, upgraded, close }`; `served` maps each port to the requests it answered
 * and `upgraded` to the WebSockets it holds or held, so a caller can tell which instance took what.
 */
export function startProxy(upstreams) {
  const downUntil = new Map();
  const served = new Map(upstreams.map((port) => [port, 0]));
  const upgraded = new Map(upstreams.map((port) => [port, 0]));
  const tunnels = new Set();
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
            served.set(port, served.get(port) + 1);
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
            answer.on('error', () => outgoing.destroy());
          },
        );
        upstream.on('error', (error) => {
          if (outgoing.headersSent) {
            outgoing.destroy();
            return;
          }
          downUntil.set(port, Date.now() + DOWN_MS);
          if (error.code === 'ECONNREFUSED' || SAFE_METHODS.has(incoming.method)) attempt();
          else outgoing.writeHead(502).end();
        });
        upstream.end(body);
      };
      attempt();
    });
  });
  server.on('upgrade', (incoming, socket, head) => {
    const port = pick(new Set());
    const upstream = connect(port, '127.0.0.1', () => {
      upgraded.set(port, upgraded.get(port) + 1);
      const headers = [];
      for (let i = 0; i < incoming.rawHeaders.length; i += 2)
        if (incoming.rawHeaders[i].toLowerCase() !== 'x-forwarded-for')
          headers.push(`${incoming.rawHeaders[i]}: ${incoming.rawHeaders[i + 1]}`);
      headers.push('x-forwarded-for: 127.0.0.1');
      upstream.write(`${incoming.method} ${incoming.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    tunnels.add(socket).add(upstream);
    const end = () => {
      socket.destroy();
      upstream.destroy();
      tunnels.delete(socket);
      tunnels.delete(upstream);
    };
    upstream.on('error', () => {
      downUntil.set(port, Date.now() + DOWN_MS);
      end();
    });
    upstream.on('close', end);
    socket.on('error', end);
    socket.on('close', end);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        served,
        upgraded,
        close: () =>
          new Promise((closed) => {
            for (const tunnel of tunnels) tunnel.destroy();
            server.closeAllConnections();
            server.close(() => closed());
          }),
      });
    });
  });
}
