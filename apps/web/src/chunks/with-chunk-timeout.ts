import { ChunkLoadError, SCRIPT_LOAD_TIMEOUT_MS } from './chunk-load-error';

/**
 * The chunk's import, failing with a ChunkLoadError when it has not arrived within `timeoutMs`:
 * a stalled connection would otherwise leave the loading cover up for ever.
 */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = SCRIPT_LOAD_TIMEOUT_MS,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`, true)),
        timeoutMs,
      );
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}
