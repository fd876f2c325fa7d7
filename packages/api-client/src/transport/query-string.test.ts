import fc from 'fast-check';
import { toQueryString, toSearchParams } from './query-string';

describe('query string', () => {
  it('skips undefined and null, repeats arrays, formats scalars', () => {
    const query = toQueryString({
      merchantCode: 'MQ',
      page: 2,
      hot: true,
      skipped: undefined,
      empty: null,
      types: ['B', 'PL', null],
      at: new Date('2026-01-02T03:04:05.000Z'),
    });
    expect(query).toBe('merchantCode=MQ&page=2&hot=true&types=B&types=PL&at=2026-01-02T03%3A04%3A05.000Z');
  });

  it('gives an empty string for no input', () => {
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString(null)).toBe('');
    expect(toQueryString({})).toBe('');
  });

  it('refuses nested objects and non-object input', () => {
    expect(() => toQueryString({ nested: { a: 1 } })).toThrow(/"nested"/);
    expect(() => toQueryString('a=1')).toThrow(TypeError);
    expect(() => toQueryString([1, 2])).toThrow(TypeError);
  });

  it('round-trips scalar values through URLSearchParams', () => {
    const scalar = fc.oneof(fc.string(), fc.integer(), fc.double({ noNaN: false }), fc.boolean());
    const value = fc.oneof(
      scalar,
      fc.array(scalar, { maxLength: 4 }),
      fc.constant(undefined),
      fc.constant(null),
    );
    // Keys are drawn from a dictionary so `__proto__` and friends are exercised too.
    const key = fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'a b', '&=?#'));
    fc.assert(
      fc.property(fc.dictionary(key, value), (input) => {
        const parsed = new URLSearchParams(toQueryString(input));
        for (const [k, v] of Object.entries(input)) {
          const expected = (Array.isArray(v) ? v : [v])
            .filter((x) => x !== undefined && x !== null)
            .map(String);
          expect(parsed.getAll(k)).toEqual(expected);
        }
        expect([...new Set(parsed.keys())].sort()).toEqual(
          Object.entries(input)
            .filter(([, v]) => (Array.isArray(v) ? v.some((x) => x !== undefined && x !== null) : v != null))
            .map(([k]) => k)
            .sort(),
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('builds URLSearchParams usable as a form body', () => {
    expect(toSearchParams({ email: 'a+b@example.test' }).toString()).toBe('email=a%2Bb%40example.test');
  });
});
