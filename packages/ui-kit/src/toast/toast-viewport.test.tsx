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
});
