import lotteryStyles from '@marquee/lottery/styles.css?url';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { reloadPage } from '../app/reload-page';
import { ScreenBoundary } from '../app/screen-boundary';
import { createTestProviders } from '../test/render-app';
import { ChunkLoadError } from './chunk-load-error';
import { lazyChunk } from './lazy-chunk';
import { loadStylesheet } from './load-stylesheet';

vi.mock('../app/reload-page', () => ({ reloadPage: vi.fn() }));
// Each test decides when (and whether) a stylesheet arrives.
vi.mock('./load-stylesheet', () => ({ loadStylesheet: vi.fn() }));

function Loaded({ name }: { name: string }) {
  return <h1>{name} loaded</h1>;
}

function renderScreen(Screen: ReturnType<typeof lazyChunk<typeof Loaded>>) {
  const { wrapper } = createTestProviders();
  return render(
    <MemoryRouter>
      <ScreenBoundary>
        <Screen name="Lobby" />
      </ScreenBoundary>
    </MemoryRouter>,
    { wrapper },
  );
}

/** A promise and the functions that settle it. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  vi.mocked(reloadPage).mockClear();
  vi.mocked(loadStylesheet).mockReset();
  // The boundary reports what it caught; that output is expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('lazyChunk', () => {
  it('shows the translated timeout with retry and refresh when the chunk does not arrive', async () => {
    const Screen = lazyChunk(
      () => new Promise<{ default: typeof Loaded }>(() => undefined),
      null,
      undefined,
      { timeoutMs: 20 },
    );
    renderScreen(Screen);
    expect(await screen.findByText('Page load timeout, please check the network')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh the page' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('imports the chunk again on retry, without reloading the page', async () => {
    let calls = 0;
    const Screen = lazyChunk(() => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/lobby.js'))
        : Promise.resolve({ default: Loaded });
    });
    renderScreen(Screen);
    expect(await screen.findByText('Network link abnormal, please retry')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Lobby loaded' })).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('shows the network error when a stylesheet chunk fails', async () => {
    const Screen = lazyChunk<typeof Loaded>(() =>
      Promise.reject(new Error('Unable to preload CSS for /assets/lobby.css')),
    );
    renderScreen(Screen);
    expect(await screen.findByText('Network link abnormal, please retry')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh the page' })).toBeInTheDocument();
  });

  it("fetches the package's stylesheet beside the code and renders only once it has loaded", async () => {
    const stylesheet = deferred();
    vi.mocked(loadStylesheet).mockReturnValue(stylesheet.promise);
    const load = vi.fn(() => Promise.resolve({ default: Loaded }));
    const Screen = lazyChunk(load, <p>Loading</p>, undefined, { styles: ['lottery'] });
    renderScreen(Screen);
    await waitFor(() => expect(loadStylesheet).toHaveBeenCalledWith(lotteryStyles));
    expect(load).toHaveBeenCalledTimes(1);
    await load.mock.results[0]?.value;
    await act(() => Promise.resolve());
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Lobby loaded' })).not.toBeInTheDocument();
    stylesheet.resolve();
    expect(await screen.findByRole('heading', { name: 'Lobby loaded' })).toBeInTheDocument();
  });

  it('shows the network error when a stylesheet does not load, and fetches it again on retry', async () => {
    const failed = deferred();
    failed.reject(new ChunkLoadError(`The stylesheet ${lotteryStyles} did not load`, false));
    vi.mocked(loadStylesheet).mockReturnValueOnce(failed.promise).mockResolvedValue(undefined);
    const Screen = lazyChunk(() => Promise.resolve({ default: Loaded }), null, undefined, {
      styles: ['lottery'],
    });
    renderScreen(Screen);
    expect(await screen.findByText('Network link abnormal, please retry')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Lobby loaded' })).toBeInTheDocument();
    expect(loadStylesheet).toHaveBeenCalledTimes(2);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('times out when a stylesheet does not arrive, though the code has', async () => {
    vi.mocked(loadStylesheet).mockReturnValue(new Promise<void>(() => undefined));
    const Screen = lazyChunk(() => Promise.resolve({ default: Loaded }), null, undefined, {
      styles: ['lottery'],
      timeoutMs: 20,
    });
    renderScreen(Screen);
    expect(await screen.findByText('Page load timeout, please check the network')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Lobby loaded' })).not.toBeInTheDocument();
  });
});
