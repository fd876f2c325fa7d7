export type PaginationItem =
  | { type: 'page'; page: number }
  /** `page` is the first hidden page, which makes a stable key. */
  | { type: 'ellipsis'; page: number };

/**
 * The pages to show, following react-paginate: the first and last `margin` pages, `range` pages
 * around the current one, and an ellipsis for each gap. A gap of exactly one page shows that page
 * instead, since an ellipsis would take the same room. `page` is 1-based.
 */
export function paginationItems(page: number, pageCount: number, range = 3, margin = 1): PaginationItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const selected = Math.min(Math.max(Math.floor(page), 1), count) - 1;

  if (count <= range) {
    return Array.from({ length: count }, (_, index) => ({ type: 'page', page: index + 1 }));
  }

  let leftSide = range / 2;
  let rightSide = range - leftSide;
  if (selected > count - range / 2) {
    rightSide = count - selected;
    leftSide = range - rightSide;
  } else if (selected < range / 2) {
    leftSide = selected;
    rightSide = range - leftSide;
  }
  // On the first page the range would otherwise show one page more than asked.
  const adjustedRightSide = selected === 0 && range > 1 ? rightSide - 1 : rightSide;

  const raw: PaginationItem[] = [];
  for (let index = 0; index < count; index += 1) {
    const pageNumber = index + 1;
    const inMargin = pageNumber <= margin || pageNumber > count - margin;
    const inRange = index >= selected - leftSide && index <= selected + adjustedRightSide;
    if (inMargin || inRange) {
      raw.push({ type: 'page', page: pageNumber });
    } else if (raw.length > 0 && raw[raw.length - 1]?.type !== 'ellipsis' && (range > 0 || margin > 0)) {
      raw.push({ type: 'ellipsis', page: pageNumber });
    }
  }

  return raw.map((item, index) => {
    const before = raw[index - 1];
    const after = raw[index + 1];
    const hidesOnePage =
      item.type === 'ellipsis' &&
      before?.type === 'page' &&
      after?.type === 'page' &&
      after.page - before.page <= 2;
    return hidesOnePage ? { type: 'page', page: item.page } : item;
  });
}
