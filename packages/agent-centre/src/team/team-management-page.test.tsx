import { agentCentreApi, agentContractApi, type TeamMembersQuery } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agent, contractsAnswer, membersAnswer } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { TeamManagementPage } from './team-management-page';

const server = setupMswServer();

function answerMembers() {
  const asked: TeamMembersQuery[] = [];
  server.use(
    on(agentCentreApi.members, (query) => {
      asked.push(query);
      return membersAnswer(query);
    }),
  );
  return asked;
}

beforeEach(() => useSessionStore.getState().startSession('agent-token', agent));

describe('TeamManagementPage', () => {
  it("lists the agent's direct downlines with their type, level, dates, balance and status", async () => {
    answerMembers();
    renderWithProviders(<TeamManagementPage />);
    const table = await screen.findByRole('table', { name: 'Members at this level' });
    const row = (await within(table).findByRole('rowheader', { name: 'downline1' })).closest('tr');
    expect(row).toHaveTextContent('Member');
    expect(row).toHaveTextContent('₱1,250.00');
    expect(row).toHaveTextContent('Active');
    expect(
      within(table)
        .getByRole('rowheader', { name: /subagent/ })
        .closest('tr'),
    ).toHaveTextContent('Agent');
    expect(screen.getByRole('navigation', { name: 'Team levels' })).toHaveTextContent('My team');
  });

  it('links every member, at any level, to their page of user P&L', async () => {
    answerMembers();
    const user = userEvent.setup();
    renderWithProviders(<TeamManagementPage />);
    const table = await screen.findByRole('table', { name: 'Members at this level' });
    expect(await within(table).findByRole('link', { name: 'User P&L of downline1' })).toHaveAttribute(
      'href',
      '/agent/userProfitLoss?member=downline1Publicxxxxxxx&account=downline1',
    );
    await user.click(screen.getByRole('button', { name: 'Open the downlines of subagent (1)' }));
    await user.click(await within(table).findByRole('link', { name: 'User P&L of teamplayer' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/agent/userProfitLoss?member=teamplayerPublicxxxxxx&account=teamplayer',
    );
  });

  it('offers a contract to a direct downline agent only', async () => {
    answerMembers();
    server.use(on(agentContractApi.list, () => contractsAnswer()));
    const user = userEvent.setup();
    renderWithProviders(<TeamManagementPage />);
    const table = await screen.findByRole('table', { name: 'Members at this level' });
    await within(table).findByRole('rowheader', { name: /subagent/ });
    expect(within(table).queryByRole('button', { name: 'Contract for downline1' })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Contract for subagent' }));
    expect(await screen.findByRole('dialog', { name: 'Contract for subagent' })).toBeInTheDocument();
  });

  it('drills down to a downline agent’s level and back up by the breadcrumbs', async () => {
    const asked = answerMembers();
    const user = userEvent.setup();
    renderWithProviders(<TeamManagementPage />);
    await user.click(await screen.findByRole('button', { name: 'Open the downlines of subagent (1)' }));
    const table = screen.getByRole('table', { name: 'Members at this level' });
    expect(await within(table).findByRole('rowheader', { name: 'teamplayer' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'teamplayer' }).closest('tr')).toHaveTextContent(
      'Never',
    );
    const crumbs = screen.getByRole('navigation', { name: 'Team levels' });
    expect(within(crumbs).getByText('subagent')).toHaveAttribute('aria-current', 'location');
    expect(asked.at(-1)).toMatchObject({ parent: 'subagentPublicxxxxxxxx' });
    await user.click(within(crumbs).getByRole('button', { name: 'My team' }));
    expect(await within(table).findByRole('rowheader', { name: 'downline1' })).toBeInTheDocument();
  });

  it('finds a username anywhere below the agent', async () => {
    const asked = answerMembers();
    const user = userEvent.setup();
    renderWithProviders(<TeamManagementPage />);
    await screen.findByRole('rowheader', { name: 'downline1' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by username' }), 'TEAM');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Results for “TEAM”' });
    expect(asked.at(-1)).toMatchObject({ account: 'TEAM' });
    expect(await within(table).findByRole('rowheader', { name: 'teamplayer' })).toBeInTheDocument();
    expect(within(table).queryByRole('rowheader', { name: 'downline1' })).not.toBeInTheDocument();
  });
});
