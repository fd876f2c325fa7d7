/** The element holding the page's prerendered first screen, before the app's root. */
export const PRERENDERED_SHELL_ID = 'app-prerendered';

/** Whether the page came with a prerendered first screen: the app then shows nothing of its own until it can replace it. */
export function hasPrerenderedShell(): boolean {
  return typeof document !== 'undefined' && document.getElementById(PRERENDERED_SHELL_ID) !== null;
}

/**
 * Removes the prerendered first screen. Called in the same commit that puts the app's own screen
 * on the page (a layout effect, before the browser paints), so no frame shows both or neither.
 */
export function dropPrerenderedShell(): void {
  document.getElementById(PRERENDERED_SHELL_ID)?.remove();
}
