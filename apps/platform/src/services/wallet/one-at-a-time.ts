import type { Db } from '../../db/open';

/** Per database, the last piece of work queued for each member. */
const tails = new WeakMap<Db, Map<number, Promise<void>>>();

/**
 * Runs a member's money transactions one after another in this process. The wallet row lock
 * (SELECT … FOR UPDATE) already serialises them in the database, but each one waiting there holds
 * a connection (PGlite's only one): a burst of rounds on one wallet would take every connection
 * and keep everyone else waiting. Queued here, they wait without one. The row lock still guards
 * against other processes.
 */
export function oneAtATime<T>(db: Db, memberId: number, work: () => Promise<T>): Promise<T> {
  let members = tails.get(db);
  if (!members) {
    members = new Map();
    tails.set(db, members);
  }
  const queue = members;
  const run = (queue.get(memberId) ?? Promise.resolve()).then(work);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  queue.set(memberId, tail);
  void tail.then(() => {
    if (queue.get(memberId) === tail) queue.delete(memberId);
  });
  return run;
}
