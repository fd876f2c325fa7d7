import { act, renderHook } from '@testing-library/react';
import { useInterval } from './use-interval';

describe('useInterval', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls the callback every delay', () => {
    const callback = vi.fn();
    renderHook(() => useInterval(callback, 1000));
    act(() => vi.advanceTimersByTime(3500));
    expect(callback).toHaveBeenCalledTimes(3);
  });

  it('does not run while the delay is null and starts when it is set', () => {
    const callback = vi.fn();
    const { rerender } = renderHook(({ delay }) => useInterval(callback, delay), {
      initialProps: { delay: null as number | null },
    });
    act(() => vi.advanceTimersByTime(5000));
    expect(callback).not.toHaveBeenCalled();
    rerender({ delay: 500 });
    act(() => vi.advanceTimersByTime(1000));
    expect(callback).toHaveBeenCalledTimes(2);
  });

  it('uses the latest callback without restarting the timer', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ cb }) => useInterval(cb, 1000), { initialProps: { cb: first } });
    act(() => vi.advanceTimersByTime(600));
    rerender({ cb: second });
    act(() => vi.advanceTimersByTime(400));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('stops on unmount', () => {
    const callback = vi.fn();
    const { unmount } = renderHook(() => useInterval(callback, 1000));
    unmount();
    act(() => vi.advanceTimersByTime(5000));
    expect(callback).not.toHaveBeenCalled();
  });
});
