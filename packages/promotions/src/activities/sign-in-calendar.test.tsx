import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInFixture } from '../test/activity-fixtures';
import { renderWithProviders } from '../test/render';
import { SignInCalendar } from './sign-in-calendar';

const money = (minor: number) => `₱${(minor / 100).toFixed(2)}`;

describe('SignInCalendar', () => {
  it('lays out today’s month from Monday, marks the signed days and names today', () => {
    renderWithProviders(<SignInCalendar signIn={signInFixture()} money={money} onSign={() => {}} />);
    const calendar = screen.getByRole('table', { name: 'Sign-in calendar' });
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
    const { rerender } = renderWithProviders(
      <SignInCalendar signIn={signInFixture()} money={money} onSign={onSign} />,
    );
    await user.click(screen.getByRole('button', { name: 'Sign in today' }));
    expect(onSign).toHaveBeenCalledTimes(1);
    rerender(
      <SignInCalendar
        signIn={signInFixture({ signed: ['2030-01-07', '2030-01-08', '2030-01-09'], streak: 3 })}
        money={money}
        onSign={onSign}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Sign in today' })).not.toBeInTheDocument();
    expect(screen.getByText('You have signed in today')).toBeInTheDocument();
  });

  it('shows a visitor the calendar without a button', () => {
    renderWithProviders(<SignInCalendar signIn={signInFixture({ signed: [], streak: 0 })} money={money} />);
    expect(screen.getByRole('table', { name: 'Sign-in calendar' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
