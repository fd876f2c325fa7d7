import { agentCentreApi, brandToday, shiftDay, type TeamOverviewQuery } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agent, overviewFixture } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { TeamOverviewPage } from './team-overview-page';

const server = setupMswServer();

function answerOverview() {
  const asked: TeamOverviewQuery[] = [];
  server.use(
    on(agentCentreApi.ownIncome, () => ({ dividends: 12_000, salaries: 3_450, rebates: 500, total: 15_950 })),
    on(agentCentreApi.overview, (query) => {
      asked.push(query);
      return overviewFixture(query.from, query.to);
    }),
  );
  return asked;
}

/** A figure's value, the definition beside its term. */
function figure(term: string) {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling;
}

beforeEach(() => useSessionStore.getState().startSession('agent-token', agent));

describe('TeamOverviewPage', () => {
  it("shows the platform's figures for the last seven days, the trend and its table twin", async () => {
    const asked = answerOverview();
    renderWithProviders(<TeamOverviewPage />);
    const today = brandToday();
    const expected = overviewFixture(shiftDay(today, -6), today);
    await screen.findByText('Team size', { selector: 'dt' });
    const table = screen.getByRole('table', { name: 'Per day' });
    expect(asked).toEqual([{ from: shiftDay(today, -6), to: today }]);
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(figure('Team size')).toHaveTextContent('4');
    expect(figure('Direct downlines')).toHaveTextContent('3');
    expect(figure('Bets')).toHaveTextContent(String(expected.bets.count));
    expect(figure('Win/loss')).toHaveTextContent(`-₱${(-expected.bets.winLoss / 100).toFixed(2)}`);
    expect(screen.getByRole('img', { name: /The team's valid bet per day/ })).toBeInTheDocument();
    const income = screen.getByRole('region', { name: 'My income in this period' });
    await within(income).findByText('₱159.50');
    expect(within(income).getByText('Rebates').nextElementSibling).toHaveTextContent('₱5.00');
    expect(within(income).getByText('Salaries').nextElementSibling).toHaveTextContent('₱34.50');
    // a header row and one row per day
    expect(within(table).getAllByRole('row')).toHaveLength(8);
  });

  it('asks again for a preset, and refuses a range the platform would refuse without asking', async () => {
    const asked = answerOverview();
    const user = userEvent.setup();
    renderWithProviders(<TeamOverviewPage />);
    await screen.findByRole('table', { name: 'Per day' });
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    const yesterday = shiftDay(brandToday(), -1);
    await vi.waitFor(() => expect(asked.at(-1)).toEqual({ from: yesterday, to: yesterday }));
    // the native date picker's choice of an end before the start
    fireEvent.change(screen.getByLabelText('From'), { target: { value: yesterday } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: shiftDay(yesterday, -2) } });
    expect(await screen.findByRole('alert')).toHaveTextContent(/end date/i);
    expect(asked.every((query) => query.from <= query.to)).toBe(true);
  });
});
