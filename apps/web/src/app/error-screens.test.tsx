import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createTestProviders } from '../test/render-app';
import { AppErrorBoundary } from './app-error-boundary';
import { reloadPage } from './reload-page';
import { RouteErrorScreen } from './route-error-screen';

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));

beforeEach(() => {
  // The boundaries report what they caught; that output is expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('error screens', () => {
  it('shows a translated error with retry when a screen chunk fails to load', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
          ErrorBoundary: RouteErrorScreen,
        },
      ],
      { initialEntries: ['/'] },
    );
    const { wrapper } = createTestProviders();
    render(<RouterProvider router={router} />, { wrapper });

    expect(
      await screen.findByRole('heading', { name: 'Something went wrong while loading.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Network link abnormal, please retry')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('never leaves a blank page when rendering throws', () => {
    function Broken(): never {
      throw new Error('render failed');
    }
    const { wrapper } = createTestProviders();
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
      { wrapper },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong while loading.');
    expect(screen.getByText('Unknown error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
