import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it('explains the error and retries from a button', async () => {
    const onRetry = vi.fn();
    render(
      <ErrorState
        title="Could not load games"
        message="Check your connection."
        retryLabel="Try again"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Could not load games' })).toBeInTheDocument();
    expect(screen.getByText('Check your connection.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the retry as busy while retrying', () => {
    render(<ErrorState title="Oops" message="Failed." retryLabel="Try again" onRetry={() => {}} retrying />);
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveAttribute('aria-busy', 'true');
  });

  it('offers a second action beside retry', async () => {
    const onSecondary = vi.fn();
    render(
      <ErrorState
        title="Oops"
        message="Failed."
        retryLabel="Try again"
        onRetry={() => {}}
        secondaryLabel="Reload"
        onSecondary={onSecondary}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onSecondary).toHaveBeenCalledTimes(1);
  });
});
