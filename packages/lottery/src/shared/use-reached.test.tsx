import { act, renderHook } from '@testing-library/react';
import { useServerClockStore } from './server-clock';
import { useReached } from './use-reached';

const DAY = 24 * 60 * 60_000;

describe('useReached', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('turns true when the platform clock reaches the moment, and not before', () => {
    const target = new Date(Date.now() + 5_000).toISOString();
    const { result } = renderHook(() => useReached(target));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(4_000));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(true);
  });

  it('keeps a draw 40 days away open: a delay past setTimeout’s limit does not fire at once', () => {
    const target = new Date(Date.now() + 40 * DAY).toISOString();
    const { result } = renderHook(() => useReached(target));
    act(() => vi.advanceTimersByTime(30 * DAY));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(10 * DAY));
    expect(result.current).toBe(true);
  });

  it('counts from the platform clock: a device 10 s behind sees the moment 10 s sooner', () => {
    const target = new Date(Date.now() + 15_000).toISOString();
    useServerClockStore.setState({ offset: 10_000 });
    const { result } = renderHook(() => useReached(target));
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(true);
  });
});
