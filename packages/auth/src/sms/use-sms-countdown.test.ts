import { act, renderHook } from '@testing-library/react';
import { useSmsCountdown } from './use-sms-countdown';

describe('useSmsCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is free to send before any request', () => {
    const { result } = renderHook(() => useSmsCountdown());
    expect(result.current.secondsLeft).toBe(0);
    expect(result.current.canResend).toBe(true);
  });

  it('starts at expiredMinutes × 60 less half the round trip and ticks every second', () => {
    const { result } = renderHook(() => useSmsCountdown());
    act(() => result.current.start(1, 2000));
    expect(result.current.secondsLeft).toBe(59);
    expect(result.current.canResend).toBe(false);

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(58);
    act(() => vi.advanceTimersByTime(57_000));
    expect(result.current.secondsLeft).toBe(1);
    expect(result.current.canResend).toBe(false);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(0);
    expect(result.current.canResend).toBe(true);
  });

  it('uses the default of one minute when expiredMinutes is missing, and floors odd round trips', () => {
    const { result } = renderHook(() => useSmsCountdown());
    act(() => result.current.start(undefined, 150));
    expect(result.current.secondsLeft).toBe(59);
    act(() => result.current.start(3, 0));
    expect(result.current.secondsLeft).toBe(180);
  });
});
