import type { ComponentProps } from 'react';

// The ARIA grid pattern: a two-dimensional widget with one Tab stop and arrow-key focus. A native
// <table> cannot be virtualised with absolutely positioned rows, so the roles go on divs; focus
// lives on the card buttons inside the cells (roving tabindex), not on rows or cells. The cells are
// the cards themselves (GameCard's gridColumn).

export function GridRoot(props: ComponentProps<'div'>) {
  // biome-ignore lint/a11y/useSemanticElements: see above
  return <div role="grid" {...props} />;
}

export function GridRow(props: ComponentProps<'div'>) {
  // biome-ignore lint/a11y/useSemanticElements: see above
  // biome-ignore lint/a11y/useFocusableInteractive: see above
  return <div role="row" {...props} />;
}
