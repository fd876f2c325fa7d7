import { batchedPerDb } from './batched-read';
import type { Db } from './open';

/** A load whose statements are held until released, recording the keys of each. */
function heldLoad() {
  const statements: number[][] = [];
  const releases: (() => void)[] = [];
  const load = async (_db: Db, keys: number[]) => {
    const number = statements.push(keys);
    await new Promise<void>((release) => releases.push(release));
    return new Map(keys.filter((key) => key > 0).map((key) => [key, `value ${key} of statement ${number}`]));
  };
  return { load, statements, releases };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));
const db = {} as Db;

describe('batchedPerDb', () => {
  it('sends the reads of one turn as one statement, each answered with its own key', async () => {
    const { load, statements, releases } = heldLoad();
    const read = batchedPerDb(load);
    const answers = Promise.all([read(db, 1), read(db, 2), read(db, 1), read(db, -3)]);
    await turn();
    expect(statements).toEqual([[1, 2, -3]]);
    releases[0]?.();
    expect(await answers).toEqual([
      'value 1 of statement 1',
      'value 2 of statement 1',
      'value 1 of statement 1',
      undefined,
    ]);
  });

  it('never answers a read with a statement sent before it was asked: it goes in a later one', async () => {
    const { load, statements, releases } = heldLoad();
    const read = batchedPerDb(load);
    const first = read(db, 1);
    await turn();
    const later = [read(db, 1), read(db, 2)];
    await turn();
    expect(statements).toEqual([[1], [1, 2]]);
    releases[1]?.();
    releases[0]?.();
    expect(await first).toBe('value 1 of statement 1');
    expect(await Promise.all(later)).toEqual(['value 1 of statement 2', 'value 2 of statement 2']);
  });

  it('has at most four statements out: the reads asked meanwhile go together when one answers', async () => {
    const { load, statements, releases } = heldLoad();
    const read = batchedPerDb(load);
    const reads: Promise<unknown>[] = [];
    for (let key = 1; key <= 4; key += 1) {
      reads.push(read(db, key));
      await turn();
    }
    reads.push(read(db, 5), read(db, 6));
    await turn();
    reads.push(read(db, 7));
    await turn();
    expect(statements).toEqual([[1], [2], [3], [4]]);
    releases[2]?.();
    await reads[2];
    await turn();
    expect(statements.at(-1)).toEqual([5, 6, 7]);
    for (const release of releases) release();
    expect(await Promise.all(reads)).toEqual([
      'value 1 of statement 1',
      'value 2 of statement 2',
      'value 3 of statement 3',
      'value 4 of statement 4',
      'value 5 of statement 5',
      'value 6 of statement 5',
      'value 7 of statement 5',
    ]);
  });

  it("fails a failed statement's reads only, and reads on afterwards", async () => {
    let fail = true;
    const read = batchedPerDb(async (_db: Db, keys: number[]) => {
      if (fail) throw new Error('connection lost');
      return new Map(keys.map((key) => [key, key * 10]));
    });
    await expect(Promise.all([read(db, 1), read(db, 2)])).rejects.toThrow('connection lost');
    fail = false;
    expect(await Promise.all([read(db, 1), read(db, 2)])).toEqual([10, 20]);
  });

  it('keeps the reads of each database apart', async () => {
    const seen: [Db, number[]][] = [];
    const read = batchedPerDb(async (on: Db, keys: number[]) => {
      seen.push([on, keys]);
      return new Map(keys.map((key) => [key, key]));
    });
    const other = {} as Db;
    await Promise.all([read(db, 1), read(other, 2)]);
    expect(seen).toEqual([
      [db, [1]],
      [other, [2]],
    ]);
  });
});
