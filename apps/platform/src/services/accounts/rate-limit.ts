import { and, count, eq, gt } from 'drizzle-orm';
import { rateEvents } from '../../db/schema';
import type { AccountDeps } from '../deps';
import { lockKeys } from './advisory-lock';

/** At most `limit` requests under `key` within `windowMs`. */
export interface Quota {
  key: string;
  limit: number;
  windowMs: number;
}

/**
 * Takes one request from every quota at once, or from none: false when any of them is used up.
 * The counts and the new rows are one step under advisory locks on the keys, so a burst of
 * parallel requests cannot all read the same count.
 */
export async function takeQuota(deps: AccountDeps, quotas: Quota[]): Promise<boolean> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockKeys(
      tx,
      quotas.map((quota) => `rate:${quota.key}`),
    );
    for (const quota of quotas) {
      const [row] = await tx
        .select({ value: count() })
        .from(rateEvents)
        .where(
          and(eq(rateEvents.key, quota.key), gt(rateEvents.at, new Date(now.getTime() - quota.windowMs))),
        );
      if ((row?.value ?? 0) >= quota.limit) return false;
    }
    await tx.insert(rateEvents).values(quotas.map((quota) => ({ key: quota.key, at: now })));
    return true;
  });
}
