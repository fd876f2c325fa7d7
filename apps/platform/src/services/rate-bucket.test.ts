import { eq } from 'drizzle-orm';
import { rateBuckets } from '../db/schema';
import { useSeededDatabase } from '../test-support/harness';
import { takeToken } from './rate-bucket';

const database = useSeededDatabase();
const rule = { burst: 20, perSecond: 2 };

describe('takeToken', () => {
  it('gives at most the burst of 200 parallel takes, then refills with time', async () => {
    const at = new Date('2026-03-01T10:00:00Z');
    const taken = await Promise.all(
      Array.from({ length: 200 }, () => takeToken(database.db, 'test:burst', rule, at)),
    );
    expect(taken.filter(Boolean)).toHaveLength(20);
    expect(await takeToken(database.db, 'test:other', rule, at)).toBe(true);
    // 1.5 s later, at 2 a second: 3 tokens
    const later = new Date(at.getTime() + 1_500);
    const again = [];
    for (let index = 0; index < 4; index += 1)
      again.push(await takeToken(database.db, 'test:burst', rule, later));
    expect(again).toEqual([true, true, true, false]);
  });

  it('is not refilled by a take stamped earlier than the last one (instances whose clocks differ)', async () => {
    const at = new Date('2026-03-01T11:00:00Z');
    for (let index = 0; index < 20; index += 1) await takeToken(database.db, 'test:skew', rule, at);
    expect(await takeToken(database.db, 'test:skew', rule, new Date(at.getTime() - 5_000))).toBe(false);
    const [row] = await database.db.select().from(rateBuckets).where(eq(rateBuckets.key, 'test:skew'));
    expect(row?.at).toEqual(at);
  });
});
