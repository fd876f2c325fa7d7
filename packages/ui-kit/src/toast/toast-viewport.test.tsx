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
    expect(within(region).getByRole('status')).toHaveTextContent('Deposit received');
    expect(within(region).getByRole('alert')).toHaveTextContent('Withdrawal failed');
    await userEvent.click(within(region).getAllByRole('button', { name: 'Dismiss' })[1]!);
    expect(onDismiss).toHaveBeenCalledWith('b');
  });

  it('announces into live regions that are in the page before the first toast', () => {
    const props = { label: 'Notifications', dismissLabel: 'Dismiss', onDismiss: () => {} };
    const { rerender } = render(<ToastViewport {...props} toasts={[]} />);
    const polite = screen.getByRole('status');
    const urgent = screen.getByRole('alert');
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
    expect(screen.getByRole('status')).toBe(polite);
    expect(polite).toHaveTextContent('Draw in 5 minutes');
    expect(polite).toHaveTextContent('Your session has expired');
    expect(polite).not.toHaveTextContent('Bet rejected');
    expect(screen.getByRole('alert')).toBe(urgent);
    expect(urgent).toHaveTextContent('Bet rejected');
  });
});
