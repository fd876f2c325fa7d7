import type { Db } from '../../db/open';
import { oneAtATime } from './one-at-a-time';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const db = {} as Db;

describe('oneAtATime', () => {
  it("runs one member's work in order, one at a time, and other members' beside it", async () => {
    const log: string[] = [];
    const work = (name: string, ms: number) => async () => {
      log.push(`${name} start`);
      await pause(ms);
      log.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([
      oneAtATime(db, 1, work('a1', 20)),
      oneAtATime(db, 1, work('a2', 1)),
      oneAtATime(db, 2, work('b1', 5)),
    ]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(log.indexOf('a2 start')).toBeGreaterThan(log.indexOf('a1 end'));
    expect(log.indexOf('b1 end')).toBeLessThan(log.indexOf('a1 end'));
  });

  it('goes on after a failure, which reaches its own caller only', async () => {
    const failed = oneAtATime(db, 3, () => Promise.reject(new Error('insufficient')));
    const next = oneAtATime(db, 3, async () => 'next');
    await expect(failed).rejects.toThrow('insufficient');
    await expect(next).resolves.toBe('next');
  });
});
