import { mockMatchMedia } from '@marquee/vitest-preset/match-media';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { drawFixture, raffleFixture } from '../test/activity-fixtures';
import { renderWithProviders } from '../test/render';
import { RafflePanel } from './raffle-panel';
import { SPIN_MS } from './raffle-wheel';

const money = (minor: number) => `₱${(minor / 100).toFixed(2)}`;
const WON = 'You won ₱20.00! Place valid bets of ₱100.00 before withdrawing it.';

describe('RafflePanel', () => {
  it('states the ticket rule, the tickets, the chances and offers a draw', async () => {
    mockMatchMedia(true);
    const onDraw = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <RafflePanel raffle={raffleFixture()} money={money} lastDraw={null} onDraw={onDraw} locale="en" />,
    );
    expect(
      screen.getByText('Every ₱100.00 deposited in the period earns one ticket (deposited so far: ₱250.00).'),
    ).toBeInTheDocument();
    expect(screen.getByText('Tickets left: 2 of 2')).toBeInTheDocument();
    expect(screen.getByText('₱2.00: 60% chance')).toBeInTheDocument();
    expect(screen.getByText('₱88.00: 5% chance')).toBeInTheDocument();
    expect(screen.getByText('No draws yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Draw' }));
    expect(onDraw).toHaveBeenCalledTimes(1);
  });

  it('tells the prize at once with reduced motion', () => {
    mockMatchMedia(true);
    renderWithProviders(<RafflePanel raffle={raffleFixture()} money={money} lastDraw={drawFixture()} />);
    expect(screen.getByText(WON)).toHaveAttribute('role', 'status');
  });

  it('turns the wheel first, and tells the prize once it stops', async () => {
    mockMatchMedia(false);
    renderWithProviders(<RafflePanel raffle={raffleFixture()} money={money} lastDraw={drawFixture()} />);
    expect(screen.queryByText(WON)).not.toBeInTheDocument();
    expect(await screen.findByText(WON, {}, { timeout: SPIN_MS + 2_000 })).toBeInTheDocument();
  });

  it('asks for a deposit when no ticket is left, and lists my draws', () => {
    mockMatchMedia(true);
    renderWithProviders(
      <RafflePanel
        raffle={raffleFixture({ ticketsLeft: 0, draws: [drawFixture({ ticket: 2 }), drawFixture()] })}
        money={money}
        lastDraw={null}
        onDraw={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Draw' })).not.toBeInTheDocument();
    expect(screen.getByText('Deposit to earn a ticket.')).toBeInTheDocument();
    expect(
      screen.getAllByRole('listitem').filter((item) => item.textContent?.startsWith('Ticket')),
    ).toHaveLength(2);
  });
});
