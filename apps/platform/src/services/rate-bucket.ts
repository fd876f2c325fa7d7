import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { rateBuckets } from '../db/schema';

/** A token bucket: `burst` at once, refilled at `perSecond`. */
export interface BucketRule {
  burst: number;
  perSecond: number;
}

/** How often an instance drops the buckets that are full again (they say nothing a fresh one would not). */
const PRUNE_EVERY_MS = 60_000;
const prunedAt = new WeakMap<Db, number>();
const HOUR_MS = 60 * 60_000;

/**
 * Takes one token from the bucket under `key`, shared by every instance on the database: true when
 * there was one. One conditional upsert (the row is locked by its own update, and the condition
 * is read again on the row's latest version), so a burst spread over instances takes at most what
 * the bucket holds.
 */
export async function takeToken(db: Db, key: string, rule: BucketRule, now: Date): Promise<boolean> {
  const t = rateBuckets;
  // time passed since the bucket's last take; never negative when instances' clocks differ a little
  const refilled = sql`least(${rule.burst}::float8, ${t.tokens} + greatest(0, extract(epoch from (${now.toISOString()}::timestamptz - ${t.at}))) * ${rule.perSecond}::float8)`;
  const taken = await db
    .insert(t)
    .values({ key, tokens: rule.burst - 1, at: now })
    .onConflictDoUpdate({
      target: t.key,
      set: { tokens: sql`${refilled} - 1`, at: sql`greatest(${t.at}, ${now.toISOString()}::timestamptz)` },
      setWhere: sql`${refilled} >= 1`,
    })
    .returning({ key: t.key });
  pruneSometimes(db, rule, now);
  return taken.length > 0;
}

/** Drops, at most once a minute per instance, the buckets untouched long enough to be full. */
function pruneSometimes(db: Db, rule: BucketRule, now: Date): void {
  if (now.getTime() - (prunedAt.get(db) ?? 0) < PRUNE_EVERY_MS) return;
  prunedAt.set(db, now.getTime());
  // a bucket untouched for its refill time (an hour at least, whatever the rule) is full
  const before = new Date(now.getTime() - Math.max((rule.burst / rule.perSecond) * 1000, HOUR_MS));
  void db
    .delete(rateBuckets)
    .where(lt(rateBuckets.at, before))
    .catch((error: unknown) => console.error('[platform] rate buckets not pruned:', error));
}
