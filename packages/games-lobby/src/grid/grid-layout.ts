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
 * Home's short rows, which must each fill the width: as many columns as fit, but never more than
 * there are games (the cards widen to fill a short row), and only whole rows (`shown`: the rest is
 * a tap away on the section's own page), at most `maxRows`. Before the width is known, every game
 * and the default.
 */
export function filledRowsLayout(
  width: number,
  count: number,
  maxRows = Number.POSITIVE_INFINITY,
): GridLayout & { shown: number } {
  const fitted = gridLayout(width);
  if (width <= 0 || count === 0) return { ...fitted, shown: count };
  if (count >= fitted.columns) {
    const rows = Math.min(Math.floor(count / fitted.columns), maxRows);
    return { ...fitted, shown: rows * fitted.columns };
  }
  const cardWidth = (width - GRID_GAP * (count - 1)) / count;
  return {
    columns: count,
    cardWidth,
    rowHeight: Math.round(cardWidth + CARD_TEXT_HEIGHT + GRID_GAP),
    shown: count,
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
