import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button/button';
import { ToastProvider } from './toast-provider';
import { useToasts } from './use-toasts';

function Pusher() {
  const { show, dismiss } = useToasts();
  return (
    <>
      <Button onClick={() => show({ tone: 'success', message: 'Deposit received' })}>Deposit</Button>
      <Button
        onClick={() => {
          const id = show({ tone: 'error', message: 'Temporary', duration: null });
          dismiss(id);
        }}
      >
        Flash
      </Button>
    </>
  );
}

function renderWithProvider(max?: number) {
  return render(
    <ToastProvider label="Notifications" dismissLabel="Dismiss" max={max}>
      <Pusher />
    </ToastProvider>,
  );
}

describe('useToasts with ToastProvider', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows toasts pushed from anywhere below the provider', async () => {
    renderWithProvider();
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent('Deposit received');
  });

  it('removes a toast when dismissed by the user or by id', async () => {
    renderWithProvider();
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Deposit received')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Flash' }));
    expect(screen.queryByText('Temporary')).not.toBeInTheDocument();
  });

  it('auto-dismisses after the default duration', () => {
    vi.useFakeTimers();
    renderWithProvider();
    act(() => screen.getByRole('button', { name: 'Deposit' }).click());
    expect(screen.getByText('Deposit received')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByText('Deposit received')).not.toBeInTheDocument();
  });

  it('keeps at most `max` toasts, dropping the oldest', async () => {
    renderWithProvider(2);
    const deposit = screen.getByRole('button', { name: 'Deposit' });
    await userEvent.click(deposit);
    await userEvent.click(deposit);
    await userEvent.click(deposit);
    expect(screen.getAllByText('Deposit received')).toHaveLength(2);
  });

  it('throws a helpful error outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useToasts())).toThrow(/ToastProvider/);
  });
});
