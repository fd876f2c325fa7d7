import type { Db } from '../db/open';
import { cachedRead, cachedReadNow, invalidateReads, nowOrLater } from './read-cache';

/** A database handle of its own: the cache is kept per handle, and these loads never query it. */
const handle = () => ({}) as Db;

describe('cachedReadNow', () => {
  it('answers the promise until the load has answered, then the value itself without loading again', async () => {
    const db = handle();
    const load = vi.fn(async () => 'brand');
    const first = cachedReadNow(db, 'key', load);
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toBe('brand');
    expect(cachedReadNow(db, 'key', load)).toBe('brand');
    expect(await cachedRead(db, 'key', load)).toBe('brand');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a write dropped what was read', async () => {
    const db = handle();
    let stored = 'before';
    const load = vi.fn(async () => stored);
    await cachedReadNow(db, 'key', load);
    stored = 'after';
    invalidateReads(db);
    const again = cachedReadNow(db, 'key', load);
    expect(again).toBeInstanceOf(Promise);
    expect(await again).toBe('after');
    expect(cachedReadNow(db, 'key', load)).toBe('after');
  });

  it('keeps no failed load: the next call tries again', async () => {
    const db = handle();
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue('up');
    await expect(cachedReadNow(db, 'key', load)).rejects.toThrow('down');
    expect(await cachedReadNow(db, 'key', load)).toBe('up');
    expect(cachedReadNow(db, 'key', load)).toBe('up');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('nowOrLater', () => {
  it('maps a value at hand at once and a promised one once it answers', async () => {
    const length = (text: string) => text.length;
    expect(nowOrLater('brand', length)).toBe(5);
    const later = nowOrLater(Promise.resolve('brand'), length);
    expect(later).toBeInstanceOf(Promise);
    expect(await later).toBe(5);
  });
});
