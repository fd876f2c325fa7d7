import type { Db } from '../../db/open';
import { type BucketRule, takeToken } from '../rate-bucket';

/**
 * Fun rounds one visitor address may play, on every instance together: 120 at once, refilled at
 * 2 a second (120 a minute). A fun round stores nothing of the game; this count is its one write.
 */
const FUN_ROUNDS: BucketRule = { burst: 120, perSecond: 2 };

export function takeFunRound(db: Db, visitor: string, now: Date): Promise<boolean> {
  return takeToken(db, `fun-round:${visitor}`, FUN_ROUNDS, now);
}
