import { agentCentreApi, type TeamProfitQuery } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agent, profitAnswer } from '../test/fixtures';
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
});
