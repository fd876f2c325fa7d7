// Run as a process of its own by scaling.mjs (so it can have a CPU budget as the platform has):
// `node bare-route.mjs <file> <content-type>`, the ceiling of the scaling bench. One Hono route on
// @hono/node-server, as the platform serves, answering every GET with the bytes of <file>: the
// platform's framework and server without its routing, middleware, session or database.
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const [file, contentType] = process.argv.slice(2);
const bytes = readFileSync(file);
const app = new Hono();
app.get('*', (c) => c.body(bytes, 200, { 'content-type': contentType }));
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
  console.info(`listening on ${info.port}`),
);
