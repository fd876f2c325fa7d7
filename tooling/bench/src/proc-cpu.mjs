import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS = 100;

/** The fields of /proc/<pid>/stat after the command name (which is in parentheses and may hold spaces). */
function statFields(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** A process's user + system CPU time in ms, from /proc/<pid>/stat. */
export function cpuMs(pid) {
  try {
    const fields = statFields(pid);
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
  } catch {
    return 0;
  }
}

/**
 * The CPU time of the PostgreSQL server: its postmaster's own, that of the backends it has
 * reaped (cutime + cstime: a backend that exits mid-run keeps counting there, where summing only
 * the live backends lost its time and could make the difference negative), and that of every
 * live backend.
 */
export function postgresCpuMs(postmaster) {
  const fields = statFields(postmaster);
  let total =
    ((Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 1000) / TICKS;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (Number(statFields(entry)[1]) === postmaster) total += cpuMs(entry);
    } catch {
      // a backend that ended meanwhile: its time is in the postmaster's cutime once reaped
    }
  }
  return total;
}

/** The process id of the PostgreSQL server whose data directory is `dataDir`. */
export const postmasterPid = (dataDir) =>
  Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);

/** The machine's idle time so far (idle + iowait, summed over its cores), in ms, from /proc/stat. */
export function idleMs() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  return ((Number(fields[4]) + Number(fields[5])) * 1000) / TICKS;
}
