// The embedded database's own thread. PGlite is PostgreSQL compiled to WebAssembly: every query
// runs synchronously on the thread that owns it. Owned by the request thread, one slow query (or
// a burst of game rounds) would hold every other request, even ones that never touch the
// database; here it only holds the database. Plain JavaScript so that the platform's tests (run
// from source) and its build start the same file. See pglite-thread.ts for the other side.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/**
 * Types handed over as PostgreSQL's text, as drizzle's PGlite driver asks for them: drizzle maps
 * them itself. (Parsers are functions and cannot cross threads, so they are set here.)
 */
const KEEP_AS_TEXT = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
    (type) => [type, (value) => value],
  ),
);

/** An error as plain data: its message and PostgreSQL's fields (code, constraint, detail, …). */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message };
}

async function open({ dataDir, snapshot, migrationsFolder }) {
  const client = snapshot
    ? new PGlite({ loadDataDir: new Blob([snapshot]) })
    : dataDir
      ? new PGlite(dataDir)
      : new PGlite();
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return client;
}

async function answer(client, request) {
  switch (request.op) {
    case 'query': {
      const result = await client.query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: KEEP_AS_TEXT,
      });
      // drizzle maps rows by its own field list: PGlite's field descriptions would only be cloned across
      return { rows: result.rows, affectedRows: result.affectedRows };
    }
    case 'exec':
      return client.exec(request.sql);
    case 'listen':
      // the platform's notifications (NOTIFY) of this database, delivered in this process
      await client.listen(request.channel, (payload) =>
        parentPort.postMessage({ notify: request.channel, payload }),
      );
      return null;
    case 'dump': {
      const blob = await client.dumpDataDir('none');
      return new Uint8Array(await blob.arrayBuffer());
    }
    case 'close':
      if (!client.closed) await client.close();
      return null;
    default:
      throw new Error(`unknown database operation ${request.op}`);
  }
}

try {
  const client = await open(workerData);
  parentPort.on('message', (request) => {
    answer(client, request).then(
      (result) => parentPort.postMessage({ id: request.id, ok: true, result }),
      (error) => parentPort.postMessage({ id: request.id, ok: false, error: plainError(error) }),
    );
  });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: plainError(error) });
}
