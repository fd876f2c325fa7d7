import type { PromotionSignIn } from '@marquee/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { signInFixture } from '../test/activity-fixtures';
import { renderWithProviders } from '../test/render';
import { SignInCalendar } from './sign-in-calendar';

const money = (minor: number) => `₱${(minor / 100).toFixed(2)}`;

/** The calendar as the page holds it: today's month first, other months' days from `months`. */
function Calendar({
  signIn,
  onSign,
  months = {},
}: {
  signIn: PromotionSignIn;
  onSign?: () => void;
  months?: Record<string, string[]>;
}) {
  const today = signIn.today.slice(0, 7);
  const [month, setMonth] = useState(today);
  return (
    <SignInCalendar
      signIn={signIn}
      month={month}
      onMonthChange={setMonth}
      monthSigned={month === today ? signIn.signed : months[month]}
      money={money}
      onSign={onSign}
    />
  );
}

describe('SignInCalendar', () => {
  it('lays out today’s month from Monday, marks the signed days and names today', () => {
    renderWithProviders(<Calendar signIn={signInFixture()} onSign={() => {}} />);
    const calendar = screen.getByRole('table', { name: 'Sign-in calendar, January 2030' });
    const headers = within(calendar).getAllByRole('columnheader');
    expect(headers).toHaveLength(7);
    expect(headers[0]).toHaveAttribute('abbr', 'Monday');
    // January 2030 starts on a Tuesday: one blank cell before the 1st, 31 days in five weeks
    const cells = within(calendar).getAllByRole('cell');
    expect(cells).toHaveLength(35);
    expect(cells[0]).toBeEmptyDOMElement();
    expect(cells[1]).toHaveTextContent('1');
    const signed = cells.filter((cell) => cell.textContent?.includes('signed'));
    expect(signed.map((cell) => cell.textContent?.match(/^\d+/)?.[0])).toEqual(['7', '8']);
    const today = cells.find((cell) => cell.getAttribute('aria-current') === 'date')!;
    expect(today).toHaveTextContent(/^9.*today/);
    expect(screen.getByText('Days in a row: 2')).toBeInTheDocument();
    expect(screen.getByText('5 days in a row: ₱20.00')).toBeInTheDocument();
    expect(screen.getByText('A missed day starts the streak over.')).toBeInTheDocument();
  });

  it('offers today’s sign-in until it is signed, then says so', async () => {
    const onSign = vi.fn();
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(<Calendar signIn={signInFixture()} onSign={onSign} />);
    await user.click(screen.getByRole('button', { name: 'Sign in today' }));
    expect(onSign).toHaveBeenCalledTimes(1);
    rerender(
      <Calendar
        signIn={signInFixture({ signed: ['2030-01-07', '2030-01-08', '2030-01-09'], streak: 3 })}
        onSign={onSign}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Sign in today' })).not.toBeInTheDocument();
    expect(screen.getByText('You have signed in today')).toBeInTheDocument();
  });

  it('shows a visitor the calendar without a button', () => {
    renderWithProviders(<Calendar signIn={signInFixture({ signed: [], streak: 0 })} />);
    expect(screen.getByRole('table', { name: 'Sign-in calendar, January 2030' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in today' })).not.toBeInTheDocument();
  });

  it('turns to the other months of the period by keyboard, with their signed days, and never past it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Calendar
        signIn={signInFixture({ firstDay: '2029-12-20', lastDay: '2030-02-10' })}
        months={{ '2029-12': ['2029-12-30', '2029-12-31'], '2030-02': [] }}
      />,
    );
    const previous = screen.getByRole('button', { name: /Previous month/ });
    previous.focus();
    await user.keyboard('{Enter}');
    const december = screen.getByRole('table', { name: 'Sign-in calendar, December 2029' });
    expect(screen.getByText('December 2029')).toHaveAttribute('aria-live', 'polite');
    const signed = within(december)
      .getAllByRole('cell')
      .filter((cell) => cell.textContent?.includes('signed'));
    expect(signed.map((cell) => cell.textContent?.match(/^\d+/)?.[0])).toEqual(['30', '31']);
    expect(within(december).queryByText('today')).toBeNull();
    // the period starts in December: no month before it, and the focus stays on the button
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('table', { name: 'Sign-in calendar, December 2029' })).toBeInTheDocument();
    expect(previous).toHaveFocus();
    const next = screen.getByRole('button', { name: /Next month/ });
    await user.click(next);
    await user.click(next);
    expect(screen.getByRole('table', { name: 'Sign-in calendar, February 2030' })).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(screen.getByRole('table', { name: 'Sign-in calendar, February 2030' })).toBeInTheDocument();
  });

  it('marks a month loading while its days are on the way', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Calendar signIn={signInFixture()} />);
    await user.click(screen.getByRole('button', { name: /Next month/ }));
    expect(screen.getByRole('table', { name: 'Sign-in calendar, February 2030' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
});
