import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastViewport } from './toast-viewport';

describe('ToastViewport', () => {
  it('lists the toasts in a labelled region and dismisses by id', async () => {
    const onDismiss = vi.fn();
    render(
      <ToastViewport
        label="Notifications"
        dismissLabel="Dismiss"
        onDismiss={onDismiss}
        toasts={[
          { id: 'a', tone: 'success', message: 'Deposit received' },
          { id: 'b', tone: 'error', message: 'Withdrawal failed' },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.querySelector('[aria-live="polite"]')).toHaveTextContent('Deposit received');
    expect(region.querySelector('[aria-live="assertive"]')).toHaveTextContent('Withdrawal failed');
    await userEvent.click(within(region).getAllByRole('button', { name: 'Dismiss' })[1]!);
    expect(onDismiss).toHaveBeenCalledWith('b');
  });

  it('announces into live regions that are in the page before the first toast', () => {
    const props = { label: 'Notifications', dismissLabel: 'Dismiss', onDismiss: () => {} };
    const { rerender } = render(<ToastViewport {...props} toasts={[]} />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    const polite = region.querySelector('[aria-live="polite"]');
    const urgent = region.querySelector('[aria-live="assertive"]');
    if (!polite || !urgent) throw new Error('the live regions are missing');
    expect(polite.textContent).toBe('');
    expect(urgent.textContent).toBe('');
    rerender(
      <ToastViewport
        {...props}
        toasts={[
          { id: 'a', tone: 'info', message: 'Draw in 5 minutes' },
          { id: 'b', tone: 'warning', message: 'Your session has expired' },
          { id: 'c', tone: 'error', message: 'Bet rejected' },
        ]}
      />,
    );
    // the same elements the reader already knew, now holding the text
    expect(region.querySelector('[aria-live="polite"]')).toBe(polite);
    expect(polite).toHaveTextContent('Draw in 5 minutes');
    expect(polite).toHaveTextContent('Your session has expired');
    expect(polite).not.toHaveTextContent('Bet rejected');
    expect(region.querySelector('[aria-live="assertive"]')).toBe(urgent);
    expect(urgent).toHaveTextContent('Bet rejected');
  });
});
