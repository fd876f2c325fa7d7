import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

/** Runs `sql` with Debian's psql: its rows, unaligned with `|` between fields. */
export function psql(postgres, sql) {
  const result = spawnSync(path.join(postgres.bin, 'psql'), [postgres.url, '-XAtqc', sql], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
  return result.stdout.trim().split('\n').filter(Boolean);
}

/** The WAL written so far and each table's updates, of which HOT (no index entry written). */
export function walAndUpdates(postgres) {
  const [wal] = psql(postgres, 'select wal_records, wal_bytes, wal_sync from pg_stat_wal');
  const [records, bytes, syncs] = (wal ?? '0|0|0').split('|').map(Number);
  const updates = new Map(
    psql(postgres, 'select relname, n_tup_upd, n_tup_hot_upd from pg_stat_user_tables').map((row) => {
      const [table, all, hot] = row.split('|');
      return [table, { all: Number(all), hot: Number(hot) }];
    }),
  );
  return { records, bytes, syncs, updates };
}

/**
 * What `after` adds to `before` (walAndUpdates), per request: WAL records, bytes and syncs, and the
 * share of HOT updates of each table updated at least once every 20 requests.
 */
export function walAndUpdatesLine(before, after, requests) {
  const tables = [...after.updates]
    .map(([table, { all, hot }]) => {
      const was = before.updates.get(table) ?? { all: 0, hot: 0 };
      return { table, all: all - was.all, hot: hot - was.hot };
    })
    .filter(({ all }) => all / requests >= 0.05)
    .sort((a, b) => b.all - a.all)
    .map(
      ({ table, all, hot }) =>
        `${table} ${(all / requests).toFixed(2)} (${((hot / all) * 100).toFixed(0)} % HOT)`,
    );
  return `  WAL per request: ${((after.records - before.records) / requests).toFixed(1)} records, ${((after.bytes - before.bytes) / requests / 1024).toFixed(2)} KB, ${((after.syncs - before.syncs) / requests).toFixed(2)} syncs; updates per request: ${tables.join(', ') || 'none'}`;
}

const SAMPLE_EVERY_MS = 20;
const END = '-- end of sample --';

/**
 * Samples what PostgreSQL's active client backends wait on, every 20 ms, through one psql session
 * (a process per sample would cost the machine more than what it measures). `stop()` answers the
 * share of each wait (`CPU` when a backend waits on nothing) over all samples.
 */
export function sampleWaits(postgres) {
  const session = spawn(path.join(postgres.bin, 'psql'), [postgres.url, '-XAtq'], {
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  const counts = new Map();
  let seen = 0;
  let pending = '';
  session.stdout.setEncoding('utf8');
  session.stdout.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line === END || !line) continue;
      seen += 1;
      counts.set(line, (counts.get(line) ?? 0) + 1);
    }
  });
  const ask = () =>
    session.stdin.write(
      `select coalesce(wait_event_type || ':' || wait_event, 'CPU') from pg_stat_activity where state = 'active' and backend_type = 'client backend' and pid <> pg_backend_pid();\nselect '${END}';\n`,
    );
  const timer = setInterval(ask, SAMPLE_EVERY_MS);
  return {
    async stop() {
      clearInterval(timer);
      const exited = new Promise((resolve) => session.once('exit', resolve));
      session.stdin.end();
      await exited;
      return [...counts]
        .sort((a, b) => b[1] - a[1])
        .map(([wait, count]) => ({ wait, share: count / Math.max(seen, 1) }));
    },
  };
}

/** The waits of sampleWaits as one line: the six commonest and their shares. */
export function waitsLine(waits) {
  const shown = waits
    .slice(0, 6)
    .map(({ wait, share }) => `${wait} ${(share * 100).toFixed(0)} %`)
    .join(', ');
  return `  active backends wait on (sampled every ${SAMPLE_EVERY_MS} ms): ${shown || 'nothing sampled'}`;
}
