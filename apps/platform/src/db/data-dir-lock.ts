import { readFileSync, rmSync, writeFileSync } from 'node:fs';

export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a single-process database: two processes on one data directory would corrupt it.
 * A pid file next to the directory keeps a second server (or the `status` command) out while one
 * is running; a lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dir: string): () => Promise<void> {
  const lockFile = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
      if (Number.isInteger(owner) && isAlive(owner)) {
        throw new DatabaseLockedError(
          `the embedded database in ${dir} is in use by process ${owner} (is the server running? stop it first)`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DatabaseLockedError(`could not lock the embedded database in ${dir}`);
}
