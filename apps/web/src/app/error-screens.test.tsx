import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { createTestProviders } from '../test/render-app';
import { AppErrorBoundary } from './app-error-boundary';
import { reloadPage } from './reload-page';
import { ScreenBoundary } from './screen-boundary';

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));

beforeEach(() => {
  vi.mocked(reloadPage).mockClear();
  // The boundaries report what they caught; that output is expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

function Broken(): never {
  throw new Error('render failed');
}

/** The app's outermost boundary around a screen whose render throws. */
function renderBrokenApp() {
  const { wrapper } = createTestProviders();
  render(
    <AppErrorBoundary>
      <Broken />
    </AppErrorBoundary>,
    { wrapper },
  );
}

describe('error screens', () => {
  it('shows a translated error with retry when a screen chunk fails to load', async () => {
    const Screen = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const { wrapper } = createTestProviders();
    render(
      <MemoryRouter>
        <ScreenBoundary>
          <Screen />
        </ScreenBoundary>
      </MemoryRouter>,
      { wrapper },
    );

    expect(
      await screen.findByRole('heading', { name: 'Something went wrong while loading.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Network link abnormal, please retry')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh the page' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('lets a failed screen go when the player moves to another address', async () => {
    function Broken(): never {
      throw new Error('render failed');
    }
    function Working() {
      return <h1>Working screen</h1>;
    }
    function Screens() {
      const { pathname } = useLocation();
      return <ScreenBoundary>{pathname === '/broken' ? <Broken /> : <Working />}</ScreenBoundary>;
    }
    const { wrapper } = createTestProviders();
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Screens />
        <Link to="/working">Elsewhere</Link>
      </MemoryRouter>,
      { wrapper },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong while loading.');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Working screen' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reloads the page as the retry of a render error', async () => {
    renderBrokenApp();
    expect(screen.queryByRole('button', { name: 'Refresh the page' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('never leaves a blank page when rendering throws', () => {
    renderBrokenApp();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong while loading.');
    expect(screen.getByText('Unknown error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
