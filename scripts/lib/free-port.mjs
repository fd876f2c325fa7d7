import { createServer } from 'node:net';

/** A port free on the loopback now, for a server or a debugging protocol that several runs on one machine may want at once. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
