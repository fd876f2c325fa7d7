import { agentCentreApi, agentContractApi, api, MEMBER_TYPE } from '@marquee/api-client';
import { memberFixture } from '@marquee/api-client/testing';
import { useSessionStore } from '@marquee/session';
import { mockMatchMedia } from '@marquee/vitest-preset/match-media';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { agent, contractsAnswer, membersAnswer, overviewFixture } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { AgentCentre } from './agent-centre';
import { type AgentCentreEntry, isAgentCentreEntry } from './entries';

const server = setupMswServer();

/** The agent centre at its addresses, as the shell routes it: the list on /agent. */
function Routed({ onClose }: { onClose: () => void }) {
  const { entry } = useParams();
  return <AgentCentre entry={isAgentCentreEntry(entry) ? entry : undefined} onClose={onClose} />;
}

function signIn(member = agent) {
  useSessionStore.getState().startSession('agent-token', member);
  server.use(
    on(api.member.info, () => member),
    on(agentCentreApi.overview, (query) => overviewFixture(query.from, query.to)),
    on(agentCentreApi.members, (query) => membersAnswer(query)),
    on(agentCentreApi.invitation, () => ({ code: 'AGENT001' })),
    on(agentContractApi.list, () => contractsAnswer()),
  );
}

function renderAt(entry: AgentCentreEntry | undefined, onClose = () => {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/agent" element={<Routed onClose={onClose} />} />
      <Route path="/agent/:entry" element={<Routed onClose={onClose} />} />
    </Routes>,
    { route: entry ? `/agent/${entry}` : '/agent' },
  );
}

describe('AgentCentre', () => {
  it('is a dialog with its menu of the built entries, team overview first, a contract’s while it is on', async () => {
    signIn();
    renderAt('agentTeamOverview');
    const dialog = screen.getByRole('dialog', { name: 'Agent centre' });
    const menu = await within(dialog).findByRole('navigation', { name: 'Agent centre menu' });
    await within(menu).findByRole('link', { name: 'Real-time salary' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Announcement', '/agent/announcement'],
      ['Team overview', '/agent/agentTeamOverview'],
      ['Register account', '/agent/registerCenter'],
      ['Team management', '/agent/teamManagement'],
      ['Team betting', '/agent/teamBetting'],
      ['User P&L', '/agent/userProfitLoss'],
      ['My income', '/agent/myIncome'],
      ['Transaction details', '/agent/transactionDetails'],
      ['Daily salary', '/agent/dailySalary'],
      ['Real-time salary', '/agent/realtimeSalary'],
    ]);
    expect(links[1]).toHaveAttribute('aria-current', 'page');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Team overview' })).toBeInTheDocument();
  });

  it('moves to another entry at its own address and closes with the close button', async () => {
    signIn();
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderAt('agentTeamOverview', onClose);
    const dialog = screen.getByRole('dialog', { name: 'Agent centre' });
    // the menu is whole once the contracts have answered
    await within(dialog).findByRole('link', { name: 'Real-time salary' });
    await user.click(within(dialog).getByRole('link', { name: 'Team management' }));
    expect(
      await within(dialog).findByRole('heading', { level: 2, name: 'Team management' }),
    ).toBeInTheDocument();
    expect(await within(dialog).findByRole('table', { name: 'Members at this level' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses a member who is not an agent, with no menu and no call for the team', async () => {
    const member = memberFixture();
    useSessionStore.getState().startSession('member-token', member);
    server.use(on(api.member.info, () => member));
    renderAt('agentTeamOverview');
    const dialog = screen.getByRole('dialog', { name: 'Agent centre' });
    expect(
      await within(dialog).findByRole('heading', { name: 'Non-agents cannot log in' }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('refuses a trial account as a non-member, with no menu', async () => {
    const trial = memberFixture({ type: MEMBER_TYPE.trial, isAgent: MEMBER_TYPE.trial });
    useSessionStore.getState().startSession('trial-token', trial);
    server.use(on(api.member.info, () => trial));
    renderAt('agentTeamOverview');
    const dialog = screen.getByRole('dialog', { name: 'Agent centre' });
    expect(
      await within(dialog).findByRole('heading', { name: 'Non-member account unable to login' }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('on a phone lists the entries on its own address; an entry opened from there goes back to the list', async () => {
    mockMatchMedia(true);
    signIn();
    const user = userEvent.setup();
    renderAt(undefined);
    const dialog = screen.getByRole('dialog', { name: 'Agent centre' });
    await user.click(await within(dialog).findByRole('link', { name: 'Register account' }));
    expect(
      await within(dialog).findByRole('form', { name: 'Register a downline account' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(await within(dialog).findByRole('link', { name: 'Register account' })).toBeInTheDocument();
  });
});
