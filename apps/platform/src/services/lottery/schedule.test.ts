import { drawSeed } from './draw-numbers';
import { drawsBefore, nextDrawAfter } from './schedule';

const ZONE = 'Asia/Ho_Chi_Minh'; // UTC+7, no daylight saving

describe('nextDrawAfter', () => {
  it('puts fast draws on the clock marks of their interval', () => {
    const at = new Date('2026-11-26T06:41:40Z');
    expect(nextDrawAfter({ kind: 'EVERY', minutes: 1 }, at, ZONE).toISOString()).toBe(
      '2026-11-26T06:42:00.000Z',
    );
    expect(nextDrawAfter({ kind: 'EVERY', minutes: 3 }, at, ZONE).toISOString()).toBe(
      '2026-11-26T06:42:00.000Z',
    );
    expect(nextDrawAfter({ kind: 'EVERY', minutes: 5 }, at, ZONE).toISOString()).toBe(
      '2026-11-26T06:45:00.000Z',
    );
    // exactly on a mark: the next one
    expect(
      nextDrawAfter({ kind: 'EVERY', minutes: 5 }, new Date('2026-11-26T06:45:00Z'), ZONE).toISOString(),
    ).toBe('2026-11-26T06:50:00.000Z');
  });

  it('draws the north at 18:15 brand time, today or tomorrow', () => {
    const daily = { kind: 'DAILY', time: '18:15' } as const;
    // 10:00 in Vietnam: today at 18:15 (11:15 UTC)
    expect(nextDrawAfter(daily, new Date('2026-11-26T03:00:00Z'), ZONE).toISOString()).toBe(
      '2026-11-26T11:15:00.000Z',
    );
    // 20:00 in Vietnam: tomorrow
    expect(nextDrawAfter(daily, new Date('2026-11-26T13:00:00Z'), ZONE).toISOString()).toBe(
      '2026-11-27T11:15:00.000Z',
    );
    // 23:30 UTC is already the next day in Vietnam (06:30): that day at 18:15
    expect(nextDrawAfter(daily, new Date('2026-11-26T23:30:00Z'), ZONE).toISOString()).toBe(
      '2026-11-27T11:15:00.000Z',
    );
  });

  it('draws the Thai lottery on the 1st and the 16th', () => {
    const thai = { kind: 'MONTHLY', days: [1, 16], time: '15:30' } as const;
    expect(nextDrawAfter(thai, new Date('2026-11-26T00:00:00Z'), ZONE).toISOString()).toBe(
      '2026-12-01T08:30:00.000Z',
    );
    expect(nextDrawAfter(thai, new Date('2026-12-01T09:00:00Z'), ZONE).toISOString()).toBe(
      '2026-12-16T08:30:00.000Z',
    );
  });

  it('draws 4D on Wednesday, Saturday and Sunday', () => {
    const weekly = { kind: 'WEEKLY', weekdays: [3, 6, 0], time: '19:00' } as const;
    // Thursday 26 November 2026: Saturday the 28th next
    expect(nextDrawAfter(weekly, new Date('2026-11-26T00:00:00Z'), ZONE).toISOString()).toBe(
      '2026-11-28T12:00:00.000Z',
    );
    expect(nextDrawAfter(weekly, new Date('2026-11-28T12:00:00Z'), ZONE).toISOString()).toBe(
      '2026-11-29T12:00:00.000Z',
    );
    expect(nextDrawAfter(weekly, new Date('2026-11-29T12:00:00Z'), ZONE).toISOString()).toBe(
      '2026-12-02T12:00:00.000Z',
    );
  });
});

describe('drawsBefore', () => {
  it('lists the last draws up to a time, oldest first', () => {
    const before = new Date('2026-11-26T12:00:00Z');
    const daily = drawsBefore({ kind: 'DAILY', time: '18:15' }, before, ZONE, 3).map((date) =>
      date.toISOString(),
    );
    expect(daily).toEqual([
      '2026-11-24T11:15:00.000Z',
      '2026-11-25T11:15:00.000Z',
      '2026-11-26T11:15:00.000Z',
    ]);
    const fast = drawsBefore({ kind: 'EVERY', minutes: 5 }, new Date('2026-11-26T12:07:00Z'), ZONE, 2);
    expect(fast.map((date) => date.toISOString())).toEqual([
      '2026-11-26T12:00:00.000Z',
      '2026-11-26T12:05:00.000Z',
    ]);
    expect(drawsBefore({ kind: 'MONTHLY', days: [1, 16], time: '15:30' }, before, ZONE, 100)).toHaveLength(
      100,
    );
  });
});

describe('drawSeed', () => {
  it('gives each draw its own seed, the same at scheduling and at the draw, and another under another secret', () => {
    const at = new Date('2030-01-01T11:15:00.000Z');
    const seed = drawSeed('a-lottery-seed-secret', 'VNMB', at);
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(drawSeed('a-lottery-seed-secret', 'VNMB', new Date(at))).toBe(seed);
    expect(drawSeed('a-lottery-seed-secret', 'VNMN', at)).not.toBe(seed);
    expect(drawSeed('a-lottery-seed-secret', 'VNMB', new Date(at.getTime() + 86_400_000))).not.toBe(seed);
    expect(drawSeed('another-seed-secret', 'VNMB', at)).not.toBe(seed);
  });
});
