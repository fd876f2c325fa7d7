import { paginationItems } from './pagination-items';

/** Compact notation: page numbers, "…" for an ellipsis. */
function show(page: number, pageCount: number, range?: number, margin?: number): string {
  return paginationItems(page, pageCount, range, margin)
    .map((item) => (item.type === 'page' ? String(item.page) : '…'))
    .join(' ');
}

describe('paginationItems', () => {
  it.each([
    [1, 0, ''],
    [1, 1, '1'],
    [1, 2, '1 2'],
    [2, 3, '1 2 3'],
  ])('page %i of %i → "%s" (no more pages than the range)', (page, count, expected) => {
    expect(show(page, count)).toBe(expected);
  });

  it.each([
    [1, 10, '1 2 3 … 10'],
    [2, 10, '1 2 3 4 … 10'],
    [3, 10, '1 2 3 4 … 10'],
    [4, 10, '1 2 3 4 5 … 10'],
    [5, 10, '1 … 4 5 6 … 10'],
    [6, 10, '1 … 5 6 7 … 10'],
    [7, 10, '1 … 6 7 8 9 10'],
    [8, 10, '1 … 7 8 9 10'],
    [9, 10, '1 … 8 9 10'],
    [10, 10, '1 … 8 9 10'],
  ])('page %i of %i with the defaults (range 3, margin 1) → "%s"', (page, count, expected) => {
    expect(show(page, count)).toBe(expected);
  });

  it.each([
    [1, 4, '1 2 3 4'],
    [4, 4, '1 2 3 4'],
    [1, 5, '1 2 3 4 5'],
    [3, 5, '1 2 3 4 5'],
  ])('page %i of %i → "%s" (gaps of one page show the page)', (page, count, expected) => {
    expect(show(page, count)).toBe(expected);
  });

  it.each([
    [10, 20, 5, 2, '1 2 … 8 9 10 11 12 … 19 20'],
    [1, 20, 5, 2, '1 2 3 4 5 … 19 20'],
    [20, 20, 5, 2, '1 2 … 16 17 18 19 20'],
    [50, 100, 2, 1, '1 … 49 50 51 … 100'],
    [50, 100, 0, 1, '1 … 50 … 100'],
  ])('page %i of %i with range %i and margin %i → "%s"', (page, count, range, margin, expected) => {
    expect(show(page, count, range, margin)).toBe(expected);
  });

  // react-paginate never opens with an ellipsis, so without margin pages the leading gap is silent.
  it.each([
    [50, 100, 1, 0, '50 …'],
    [5, 9, 3, 0, '4 5 6 …'],
  ])('page %i of %i with range %i and margin %i → "%s"', (page, count, range, margin, expected) => {
    expect(show(page, count, range, margin)).toBe(expected);
  });

  it('clamps an out-of-range page', () => {
    expect(show(0, 10)).toBe(show(1, 10));
    expect(show(99, 10)).toBe(show(10, 10));
  });

  it('always includes the current, first and last pages with a margin', () => {
    for (let count = 1; count <= 30; count += 1) {
      for (let page = 1; page <= count; page += 1) {
        const pages = paginationItems(page, count).flatMap((item) =>
          item.type === 'page' ? [item.page] : [],
        );
        expect(pages).toContain(page);
        expect(pages).toContain(1);
        expect(pages).toContain(count);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
      }
    }
  });

  it('never puts two ellipses side by side', () => {
    for (let page = 1; page <= 40; page += 1) {
      const types = paginationItems(page, 40).map((item) => item.type);
      expect(types.join(',')).not.toContain('ellipsis,ellipsis');
    }
  });
});
