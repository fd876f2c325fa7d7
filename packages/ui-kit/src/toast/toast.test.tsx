import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toast } from './toast';

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows its title and message, leaving the announcement to the viewport it is listed in', () => {
    render(
      <Toast tone="error" title="Heads up" message="Saved" dismissLabel="Dismiss" onDismiss={() => {}} />,
    );
    expect(screen.getByText('Heads up')).toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('[aria-live]')).toBeNull();
  });

  it('dismisses from its button', () => {
    const onDismiss = vi.fn();
    render(<Toast message="Saved" dismissLabel="Dismiss" onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('dismisses itself after 4000 ms by default', () => {
    const onDismiss = vi.fn();
    render(<Toast message="Saved" dismissLabel="Dismiss" onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(3999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('uses a custom duration, and stays with null', () => {
    const onDismiss = vi.fn();
    const { rerender } = render(
      <Toast message="Saved" dismissLabel="Dismiss" onDismiss={onDismiss} duration={1000} />,
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    rerender(<Toast message="Saved" dismissLabel="Dismiss" onDismiss={onDismiss} duration={null} />);
    act(() => vi.advanceTimersByTime(60000));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('waits while hovered and restarts the countdown when the pointer leaves', () => {
    const onDismiss = vi.fn();
    render(<Toast message="Saved" dismissLabel="Dismiss" onDismiss={onDismiss} />);
    const toast = screen.getByText('Saved');
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.pointerOver(toast);
    act(() => vi.advanceTimersByTime(10000));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.pointerOut(toast, { relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(4000));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
