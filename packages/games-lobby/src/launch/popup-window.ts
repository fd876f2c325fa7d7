/**
 * Opens an empty window now, inside the click that asked for it (so popup blockers let it
 * through), cut off from this page; the caller points it at the game once the URL is known.
 */
export function openBlankWindow(): Window | null {
  const popup = window.open('about:blank', '_blank');
  if (popup) popup.opener = null;
  return popup;
}
