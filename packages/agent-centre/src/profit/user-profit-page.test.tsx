import {
  agentCentreApi,
  brandToday,
  shiftDay,
  type TeamBetsQuery,
  type TeamProfitQuery,
} from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agent, betsAnswer, profitAnswer } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { UserProfitPage } from './user-profit-page';

const server = setupMswServer();

beforeEach(() => useSessionStore.getState().startSession('agent-token', agent));

describe('UserProfitPage', () => {
  it('lists each member by net, largest first, with the totals, and sorts again on a figure', async () => {
    const asked: TeamProfitQuery[] = [];
    server.use(
      on(agentCentreApi.profit, (query) => {
        asked.push(query);
        return profitAnswer(query);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<UserProfitPage />);
    const table = await screen.findByRole('table', { name: 'Each member’s profit and loss' });
    const accounts = async () =>
      (await within(table).findAllByRole('rowheader')).map((cell) => cell.textContent);
    expect(await accounts()).toEqual(['teamplayer', 'downline2', 'Total']);
    expect(within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')).toHaveTextContent(
      '-₱70.00',
    );
    expect(asked[0]).toMatchObject({ sort: 'net', direction: 'desc' });

    await user.click(within(table).getByRole('button', { name: /Valid bet/ }));
    await vi.waitFor(() => expect(asked.at(-1)).toMatchObject({ sort: 'validBet' }));
    expect(within(table).getByRole('columnheader', { name: /Valid bet/ })).toHaveAttribute('aria-sort');
  });

  it("opens a member's bets of the period at their own address, and goes back to the list as it was", async () => {
    const asked: TeamProfitQuery[] = [];
    const bets: TeamBetsQuery[] = [];
    server.use(
      on(agentCentreApi.profit, (query) => {
        asked.push(query);
        return profitAnswer(query);
      }),
      on(agentCentreApi.bets, (query) => {
        bets.push(query);
        return betsAnswer(query);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<UserProfitPage />, { route: '/agent/userProfitLoss' });
    const table = await screen.findByRole('table', { name: 'Each member’s profit and loss' });
    await user.click(within(table).getByRole('button', { name: /Valid bet/ }));
    await vi.waitFor(() => expect(asked.at(-1)).toMatchObject({ sort: 'validBet' }));
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    const yesterday = shiftDay(brandToday(), -1);
    await vi.waitFor(() => expect(asked.at(-1)).toMatchObject({ from: yesterday, to: yesterday }));

    await user.click(await screen.findByRole('link', { name: 'Show the bets of downline2 in this period' }));
    expect(await screen.findByRole('heading', { name: 'downline2 in this period' })).toBeInTheDocument();
    const location = screen.getByRole('status', { name: 'location' });
    expect(location).toHaveTextContent('member=downline2Publicxxxxxxx');
    expect(location).toHaveTextContent(`from=${yesterday}`);
    await vi.waitFor(() =>
      expect(bets.at(-1)).toMatchObject({ member: 'downline2Publicxxxxxxx', from: yesterday, to: yesterday }),
    );
    expect(await screen.findByRole('table', { name: 'Bets of downline2' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to user P&L' }));
    const again = await screen.findByRole('table', { name: 'Each member’s profit and loss' });
    expect(within(again).getByRole('columnheader', { name: /Valid bet/ })).toHaveAttribute('aria-sort');
    expect(screen.getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status', { name: 'location' })).not.toHaveTextContent('member=');
  });

  it('shows a member opened by their address, period and all, and leads to the list of that period', async () => {
    const bets: TeamBetsQuery[] = [];
    server.use(
      on(agentCentreApi.profit, (query) => profitAnswer(query)),
      on(agentCentreApi.bets, (query) => {
        bets.push(query);
        return betsAnswer(query);
      }),
    );
    const from = shiftDay(brandToday(), -3);
    const user = userEvent.setup();
    renderWithProviders(<UserProfitPage />, {
      route: `/agent/userProfitLoss?from=${from}&to=${brandToday()}&member=teamplayerPublicxxxxxx&account=teamplayer`,
    });
    expect(await screen.findByRole('heading', { name: 'teamplayer in this period' })).toBeInTheDocument();
    await vi.waitFor(() => expect(bets.at(-1)).toMatchObject({ member: 'teamplayerPublicxxxxxx', from }));
    expect(await screen.findByText('Bets', { selector: 'dt' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to user P&L' }));
    expect(await screen.findByRole('table', { name: 'Each member’s profit and loss' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(`from=${from}`);
  });
});
