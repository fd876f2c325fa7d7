import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { reloadPage } from '../app/reload-page';
import { ScreenBoundary } from '../app/screen-boundary';
import { createTestProviders } from '../test/render-app';
import { lazyChunk } from './lazy-chunk';

vi.mock('../app/reload-page', () => ({ reloadPage: vi.fn() }));

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

beforeEach(() => {
  vi.mocked(reloadPage).mockClear();
  // The boundary reports what it caught; that output is expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('lazyChunk', () => {
  it('shows the translated timeout with retry and refresh when the chunk does not arrive', async () => {
    const Screen = lazyChunk(
      () => new Promise<{ default: typeof Loaded }>(() => undefined),
      null,
      undefined,
      20,
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
});
