export const GRID_GAP = 12;
const MIN_CARD_WIDTH = 132;
/** name and vendor lines under the square icon */
const CARD_TEXT_HEIGHT = 56;
const DEFAULT_COLUMNS = 6;
const DEFAULT_CARD_WIDTH = 160;

export interface GridLayout {
  columns: number;
  cardWidth: number;
  /** fixed: the icon box is square and the text lines have a fixed height, so nothing shifts */
  rowHeight: number;
}

/** Responsive columns from the available width; a fixed default before the width is known. */
export function gridLayout(width: number): GridLayout {
  if (width <= 0) {
    return {
      columns: DEFAULT_COLUMNS,
      cardWidth: DEFAULT_CARD_WIDTH,
      rowHeight: DEFAULT_CARD_WIDTH + CARD_TEXT_HEIGHT + GRID_GAP,
    };
  }
  const columns = Math.max(2, Math.floor((width + GRID_GAP) / (MIN_CARD_WIDTH + GRID_GAP)));
  const cardWidth = (width - GRID_GAP * (columns - 1)) / columns;
  return { columns, cardWidth, rowHeight: Math.round(cardWidth + CARD_TEXT_HEIGHT + GRID_GAP) };
}

/**
 * Home's rows, which must each fill the width: the rows the list's own games need (at most
 * `maxRows`), topped up from `available` games (the list's own, then others of its kind) to whole
 * rows, else only the whole rows there are; a list shorter than one row with nothing to top it up
 * takes as many columns as it has games (the cards widen). Before the width is known, the list's
 * own games and the default.
 */
export function filledRowsLayout(
  width: number,
  count: number,
  { maxRows = Number.POSITIVE_INFINITY, available = count }: { maxRows?: number; available?: number } = {},
): GridLayout & { shown: number } {
  const fitted = gridLayout(width);
  if (width <= 0 || count === 0) return { ...fitted, shown: count };
  const wanted = Math.min(Math.ceil(count / fitted.columns), maxRows) * fitted.columns;
  if (available >= wanted) return { ...fitted, shown: wanted };
  if (available >= fitted.columns) {
    return { ...fitted, shown: available - (available % fitted.columns) };
  }
  const cardWidth = (width - GRID_GAP * (available - 1)) / available;
  return {
    columns: available,
    cardWidth,
    rowHeight: Math.round(cardWidth + CARD_TEXT_HEIGHT + GRID_GAP),
    shown: available,
  };
}

/** Where an arrow, Home or End key moves the active card; null for other keys. */
export function nextIndex(
  key: string,
  index: number,
  count: number,
  columns: number,
  ctrl: boolean,
): number | null {
  const last = count - 1;
  const rowStart = index - (index % columns);
  let next: number;
  switch (key) {
    case 'ArrowRight':
      next = index + 1;
      break;
    case 'ArrowLeft':
      next = index - 1;
      break;
    case 'ArrowDown':
      next = index + columns;
      break;
    case 'ArrowUp':
      next = index - columns;
      break;
    case 'Home':
      next = ctrl ? 0 : rowStart;
      break;
    case 'End':
      next = ctrl ? last : Math.min(rowStart + columns - 1, last);
      break;
    case 'PageDown':
      next = index + columns * 4;
      break;
    case 'PageUp':
      next = index - columns * 4;
      break;
    default:
      return null;
  }
  return Math.min(Math.max(next, 0), last);
}
