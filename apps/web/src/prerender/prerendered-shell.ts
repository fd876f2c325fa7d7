import { useLayoutEffect, useSyncExternalStore } from 'react';

/** The element holding the page's prerendered first screen, before the app's root. */
export const PRERENDERED_SHELL_ID = 'app-prerendered';

/** The template holding a prerendered page's module scripts, which public/boot.js starts after the first paint. */
export const APP_SCRIPTS_ID = 'app-scripts';

declare global {
  interface Window {
    /** The last button pressed on the prerendered screen, kept by public/boot.js for the app. */
    marqueeShellPress?: Element;
  }
}

/** What the visitor was doing on the prerendered screen when the app took it over. */
export interface ShellInput {
  focused: Element | null;
  pressed: Element | null;
}

/** Whether the page came with a prerendered first screen: the app then shows nothing of its own until it can replace it. */
export function hasPrerenderedShell(): boolean {
  return typeof document !== 'undefined' && document.getElementById(PRERENDERED_SHELL_ID) !== null;
}

let holds = 0;
const holdListeners = new Set<() => void>();

function setHolds(count: number) {
  holds = count;
  for (const listener of holdListeners) listener();
}

function subscribeToHolds(listener: () => void) {
  holdListeners.add(listener);
  return () => holdListeners.delete(listener);
}

/** Whether a screen still loading holds the prerendered first screen on the page (read live, in an effect). */
export function isShellHeld(): boolean {
  return holds > 0;
}

/** `isShellHeld` as state: the component re-renders when the last hold goes. */
export function useShellHeld(): boolean {
  return useSyncExternalStore(subscribeToHolds, isShellHeld, isShellHeld);
}

/**
 * Keeps the prerendered first screen on the page while the calling component is (a screen's
 * loading fallback: a lobby's code and texts are a chunk of their own). The app meanwhile renders
 * unseen in its place (prerendered-shell.css), and the screen that replaces the fallback replaces
 * the prerendered one in the same commit, so the visitor never sees a loading cover in between.
 */
export function useHoldPrerenderedShell(): void {
  useLayoutEffect(() => {
    setHolds(holds + 1);
    return () => setHolds(holds - 1);
  }, []);
}

/**
 * Removes the prerendered first screen. Called in the same commit that puts the app's own screen
 * on the page (a layout effect, before the browser paints), so no frame shows both or neither.
 * Returns where the visitor's focus was on it and the button they pressed, for `replayShellInput`.
 */
export function dropPrerenderedShell(): ShellInput {
  const shell = document.getElementById(PRERENDERED_SHELL_ID);
  if (!shell) return { focused: null, pressed: null };
  const within = (element: Element | null | undefined) =>
    element && shell.contains(element) ? element : null;
  const input = { focused: within(document.activeElement), pressed: within(window.marqueeShellPress) };
  window.marqueeShellPress = undefined;
  shell.remove();
  return input;
}

const nameOf = (element: Element) =>
  (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The app's element that stands where `element` stood on the prerendered screen: same kind, same name. */
function counterpart(element: Element, root: ParentNode): HTMLElement | null {
  const name = nameOf(element);
  if (name === '') return null;
  for (const candidate of root.querySelectorAll<HTMLElement>(element.tagName)) {
    if (candidate.closest('[aria-hidden="true"], [inert]')) continue;
    if (nameOf(candidate) === name && candidate.getAttribute('href') === element.getAttribute('href'))
      return candidate;
  }
  return null;
}

/**
 * Carries what the visitor did on the prerendered screen over to the app's own: focus moves to the
 * counterpart of the element that had it, and the button pressed before the app could answer is
 * pressed now. Without this, a tap in the first second of a slow phone's visit was lost.
 */
export function replayShellInput(input: ShellInput, root: ParentNode = document): void {
  if (input.focused) counterpart(input.focused, root)?.focus({ preventScroll: true });
  if (input.pressed) counterpart(input.pressed, root)?.click();
}
