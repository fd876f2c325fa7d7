import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';
import { run } from './run.mjs';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** Debian's PostgreSQL server binaries (newest version), or null. */
function findBinDir() {
  if (!existsSync(DEBIAN_ROOT)) return null;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((version) => existsSync(path.join(DEBIAN_ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(DEBIAN_ROOT, versions[0], 'bin') : null;
}

const isRoot = process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: as root the throwaway cluster belongs to Debian's postgres user. */
function asOwner(command, args) {
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return spawnSync(file, argv, { encoding: 'utf8' });
}

/**
 * A throwaway PostgreSQL on 127.0.0.1 for the tests of the DATABASE_URL path: Debian's server,
 * installed with apt-get when missing and running as root, in a temporary folder that `stop`
 * removes. Returns null (and says why) when no server can be had. `settings` are server settings
 * (`name=value`, e.g. a preloaded library for the load bench's statement counts); `dataDir` is
 * answered for the server's process id (postmaster.pid).
 */
export async function startThrowawayPostgres({ settings = [] } = {}) {
  let bin = findBinDir();
  if (!bin && isRoot) {
    console.info('Installing Debian postgresql for the PostgreSQL tests…');
    run('apt-get', ['install', '-y', '-qq', 'postgresql'], { DEBIAN_FRONTEND: 'noninteractive' });
    bin = findBinDir();
  }
  if (!bin) {
    console.error(
      "PostgreSQL is missing: run 'sudo apt-get install -y postgresql' to test the DATABASE_URL path.",
    );
    return null;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'marquee-pg-'));
  if (isRoot) chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const init = asOwner(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'marquee', '-E', 'UTF8']);
  const started =
    init.status === 0
      ? asOwner(path.join(bin, 'pg_ctl'), [
          '-D',
          data,
          '-l',
          path.join(dir, 'server.log'),
          '-o',
          [`-h 127.0.0.1 -p ${port} -k ${dir}`, ...settings.map((setting) => `-c ${setting}`)].join(' '),
          '-w',
          'start',
        ])
      : init;
  if (started.status !== 0) {
    console.error('Could not start a throwaway PostgreSQL:', started.stderr);
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  return {
    url: `postgres://marquee@127.0.0.1:${port}/postgres`,
    dataDir: data,
    bin,
    stop() {
      asOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
