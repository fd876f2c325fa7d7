import { renderWithSession } from '@marquee/session/testing';
import { screen, within } from '@testing-library/react';
import { BetOutcome } from './bet-outcome';

const facts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('BetOutcome', () => {
  it("shows a slot's reels as symbols and says when no line won", () => {
    renderWithSession(
      <BetOutcome
        outcome={{ game: 'SLOT', reels: ['CHERRY', 'BELL', 'DIAMOND'], line: null, multiplier: 0 }}
      />,
    );
    const reels = screen.getByRole('list', { name: 'Reels' });
    expect(
      within(reels)
        .getAllByRole('listitem')
        .map((reel) => reel.textContent),
    ).toEqual(['🍒Cherry', '🔔Bell', '💎Diamond']);
    expect(screen.getByText('No winning line')).toBeInTheDocument();
    expect(screen.queryByText(/Pays/)).not.toBeInTheDocument();
  });

  it("shows the table's pick and where the ball landed", () => {
    const { container } = renderWithSession(
      <BetOutcome outcome={{ game: 'TABLE', choice: 'RED', pocket: '17', colour: 'BLACK', multiplier: 0 }} />,
    );
    expect(facts(container.querySelector('dl') as HTMLElement)).toEqual([
      'Your pick: red',
      'Ball landed on: Number 17, black',
    ]);
  });

  it('shows the fishing target and whether it was caught', () => {
    const { container } = renderWithSession(
      <BetOutcome outcome={{ game: 'FISH', choice: 'SHARK', caught: true, multiplier: 20 }} />,
    );
    expect(facts(container.querySelector('dl') as HTMLElement)).toEqual(['Target: Shark', 'Shot: Caught']);
    expect(screen.getByText('Pays 20× the stake')).toBeInTheDocument();
  });

  it("writes another vendor's report as readable fields, never as JSON", () => {
    const { container } = renderWithSession(
      <BetOutcome
        outcome={{ winningHand: ['K♠', '7♦'], banker_total: 7, tie: false, dealer: { seat_no: 3 } }}
      />,
    );
    expect(facts(container.querySelector('dl') as HTMLElement)).toEqual([
      'Winning hand: K♠, 7♦',
      'Banker total: 7',
      'Tie: No',
      // the nested list inside the outer one's value
      'Dealer: Seat no3',
      'Seat no: 3',
    ]);
    expect(container).not.toHaveTextContent('{');
  });
});
