import type { Db } from './open';

interface Waiter<V> {
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

interface Lane<K, V> {
  /** the keys asked for since the last statement was sent, each with who waits for it */
  pending: Map<K, Waiter<V>[]>;
  /** statements sent and not answered yet */
  inFlight: number;
  /** a statement goes at the end of this turn of the event loop */
  scheduled: boolean;
}

/**
 * Statements of one kind out at once: the reads asked for meanwhile wait for one of them to
 * answer. More than one, so that a slow answer (a database server short of CPU) does not hold
 * every read behind it; few, so that under load each statement answers many reads.
 */
const MAX_IN_FLIGHT = 4;

/**
 * Point reads by key (a member's balance) that many requests make at once, sent as one statement
 * for all of them: the keys asked for during one turn of the event loop go together at its end,
 * or, while MAX_IN_FLIGHT such statements are out, when one of them has answered. A read is
 * never answered by a statement sent before it was asked for, so it sees every write that had
 * committed by then, as a read of its own would. Under load one statement answers tens of
 * requests, which saves a round trip to the database per request for both the platform and the
 * database; alone, a read waits only for the end of the current turn.
 *
 * `load` reads the given keys (distinct) and answers what it found by key.
 */
export function batchedPerDb<K, V>(
  load: (db: Db, keys: K[]) => Promise<Map<K, V>>,
): (db: Db, key: K) => Promise<V | undefined> {
  const lanes = new WeakMap<Db, Lane<K, V>>();

  const schedule = (db: Db, lane: Lane<K, V>) => {
    if (lane.scheduled || lane.inFlight >= MAX_IN_FLIGHT || lane.pending.size === 0) return;
    lane.scheduled = true;
    setImmediate(() => void send(db, lane));
  };

  const send = async (db: Db, lane: Lane<K, V>) => {
    lane.scheduled = false;
    const batch = lane.pending;
    lane.pending = new Map();
    lane.inFlight += 1;
    try {
      const found = await load(db, [...batch.keys()]);
      for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(found.get(key));
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    } finally {
      lane.inFlight -= 1;
      schedule(db, lane);
    }
  };

  return (db, key) => {
    let lane = lanes.get(db);
    if (!lane) {
      lane = { pending: new Map(), inFlight: 0, scheduled: false };
      lanes.set(db, lane);
    }
    const ready = lane;
    return new Promise<V | undefined>((resolve, reject) => {
      const waiters = ready.pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else ready.pending.set(key, [{ resolve, reject }]);
      schedule(db, ready);
    });
  };
}
