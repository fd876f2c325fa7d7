import { accessSync, constants, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** cgroup v1's `cpu` controller, where it is mounted on Debian with cgroup v1. */
const CPU_CONTROLLER = '/sys/fs/cgroup/cpu';
/**
 * The period in which a budget's quota is counted: 10 ms rather than the default 100 ms, so a
 * process that spends its quota waits at most the rest of 10 ms, not of 100 ms (which would show in
 * every p99 as the throttling's own pause).
 */
const PERIOD_US = 10_000;
/**
 * The cgroup's weight against the other work on the machine (1024 is one ordinary process's): a
 * quota is only a ceiling, and on a machine shared with other work a server at the default weight
 * got 0.28 of its 0.4 core. With this weight it gets its budget first, and takes no more than it;
 * the generator gets it too (without a ceiling), so the other work does not hold it back either.
 */
const SHARES = 10 * 1024;

/**
 * Why CPU budgets cannot be made here, or null when they can: a child cgroup under the `cpu`
 * controller needs its mount and the right to write there (root).
 */
export function cpuBudgetsUnavailable() {
  try {
    accessSync(path.join(CPU_CONTROLLER, 'cgroup.procs'), constants.W_OK);
    return null;
  } catch {
    return `${CPU_CONTROLLER} (cgroup v1's cpu controller) is missing or not writable (root is needed)`;
  }
}

/**
 * A cgroup of its own holding at most `cores` of CPU time (no ceiling when null, only the weight),
 * for the process `pid` (all its threads):
 * answers `throttling()`, the periods counted and those in which the quota ran out so far,
 * `setCores(cores)`, which changes the ceiling, and `remove()`, which moves what is left in it back to the root and deletes it.
 */
export function cpuBudget(name, cores, pid) {
  const dir = path.join(CPU_CONTROLLER, `marquee-bench-${process.pid}-${name}`);
  mkdirSync(dir);
  const remove = () => {
    for (const left of readFileSync(path.join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean)) {
      try {
        writeFileSync(path.join(CPU_CONTROLLER, 'cgroup.procs'), left);
      } catch {
        // it exited meanwhile
      }
    }
    rmdirSync(dir);
  };
  try {
    if (cores !== null) {
      writeFileSync(path.join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
      writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), String(Math.round(cores * PERIOD_US)));
    }
    writeFileSync(path.join(dir, 'cpu.shares'), String(SHARES));
    writeFileSync(path.join(dir, 'cgroup.procs'), String(pid));
  } catch (error) {
    remove();
    throw error;
  }
  const throttling = () => {
    const stat = Object.fromEntries(
      readFileSync(path.join(dir, 'cpu.stat'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(' ')),
    );
    return { periods: Number(stat.nr_periods), throttled: Number(stat.nr_throttled) };
  };
  /** Holds it to `to` cores from now on (the runs with a core of its own). */
  const setCores = (to) => {
    writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), String(Math.round(to * PERIOD_US)));
  };
  return { cores, throttling, setCores, remove };
}
