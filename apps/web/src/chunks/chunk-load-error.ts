/** How long a script chunk may take to arrive (the brand's script load timeout). */
export const SCRIPT_LOAD_TIMEOUT_MS = 120_000;

/** A code chunk that did not arrive: `timedOut` when it took longer than the script load timeout. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(
    message: string,
    readonly timedOut: boolean,
  ) {
    super(message);
  }
}

/**
 * Whether a failure is a chunk that did not load: our own timeout, a dynamic import the browser
 * could not fetch (each browser words it differently; all mention the module or chunk), or a
 * stylesheet chunk Vite's preload could not load ("Unable to preload CSS for …").
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|importing a module script|chunk|preload CSS/i.test(error.message)
  );
}

export function isChunkTimeout(error: unknown): boolean {
  return error instanceof ChunkLoadError && error.timedOut;
}
