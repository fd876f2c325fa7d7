import { ChunkLoadError, isChunkLoadError, isChunkTimeout, SCRIPT_LOAD_TIMEOUT_MS } from './chunk-load-error';
import { withChunkTimeout } from './with-chunk-timeout';

describe('withChunkTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fails with a ChunkLoadError when the chunk has not arrived after 120 s', async () => {
    expect(SCRIPT_LOAD_TIMEOUT_MS).toBe(120_000);
    const load = withChunkTimeout(() => new Promise<never>(() => undefined));
    const result = load().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void result.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkTimeout(error)).toBe(true);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('passes a chunk that arrives in time, and its failure, through unchanged', async () => {
    await expect(withChunkTimeout(() => Promise.resolve('module'))()).resolves.toBe('module');
    const offline = new TypeError('Failed to fetch dynamically imported module: /assets/a.js');
    await expect(withChunkTimeout(() => Promise.reject(offline))()).rejects.toBe(offline);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('isChunkLoadError', () => {
  it('knows a failed script or stylesheet chunk from any other error', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: x'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('render failed'))).toBe(false);
    expect(isChunkTimeout(new Error('Unable to preload CSS for /assets/x.css'))).toBe(false);
  });
});
