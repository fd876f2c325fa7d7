import { act, render, screen } from '@testing-library/react';
import { Clock } from './clock';

describe('Clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the injected time in the brand's zone in a <time> element with an ISO dateTime", () => {
    const date = new Date('2025-03-05T06:07:09Z');
    render(<Clock now={() => date} locale="en" timeZone="Asia/Manila" />);
    const time = screen.getByText('Mar 5, 2025, 2:07 PM');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', date.toISOString());
  });

  it('keeps the time current', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-05T15:59:59Z'));
    render(<Clock locale="en" timeZone="Asia/Manila" />);
    expect(screen.getByText('Mar 5, 2025, 11:59 PM')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Mar 6, 2025, 12:00 AM')).toBeInTheDocument();
  });
});
