import { act, renderHook } from '@testing-library/react';
import { useProgressiveCount } from './use-progressive-count';

describe('useProgressiveCount', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the first parts at once and one more in each following task', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useProgressiveCount(5, 2));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toBe(4);
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toBe(5);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never shows more than there are, and goes on when more arrive', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, 2), {
      initialProps: { total: 1 },
    });
    expect(result.current).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
    rerender({ total: 4 });
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersToNextTimer());
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toBe(4);
    expect(vi.getTimerCount()).toBe(0);
  });
});
