import { act, render, screen } from '@testing-library/react';
import { Clock } from './clock';

describe('Clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the injected time in a <time> element with an ISO dateTime', () => {
    const date = new Date(2025, 2, 5, 14, 7, 9);
    render(<Clock now={() => date} />);
    const time = screen.getByText('05/03/2025, 14:07:09');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', date.toISOString());
  });

  it('ticks every second', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 2, 5, 23, 59, 58));
    render(<Clock />);
    expect(screen.getByText('05/03/2025, 23:59:58')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('05/03/2025, 23:59:59')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('06/03/2025, 00:00:00')).toBeInTheDocument();
  });
});
