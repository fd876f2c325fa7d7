import { agentContractApi, type ContractDecisionRequest } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agent, contractFixture, contractsAnswer, offerFixture } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { ContractPage } from './contract-page';

const server = setupMswServer();

beforeEach(() => useSessionStore.getState().startSession('agent-token', agent));

describe('ContractPage', () => {
  it('warns that accepting ends a subordinate’s higher contract before it accepts', async () => {
    const decided: ContractDecisionRequest[] = [];
    server.use(
      on(agentContractApi.list, () =>
        contractsAnswer([{ id: 'subagentPublicxxxxxxxx', account: 'subagent' }]),
      ),
      on(agentContractApi.decide, (request) => {
        decided.push(request);
        return { ...offerFixture(), status: 'ACTIVE' as const };
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContractPage kind="DAILY_SALARY" />);
    const offer = await screen.findByRole('article', { name: 'Offer from topagent' });
    expect(offer).toHaveTextContent('topagent offers you a contract paying up to 0.8%.');
    expect(within(offer).getByRole('table', { name: 'Tiers' })).toHaveTextContent('₱10,000.00');

    await user.click(within(offer).getByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept this Daily salary offer?' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Accepting ends the contracts of subagent: each pays more than this one at some tier, or was given out of one that does.',
    );
    expect(decided).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() => expect(decided).toEqual([{ id: 'offerPublicIdxxxxxxxxx', decision: 'ACCEPT' }]));
    expect(await screen.findByText('The Daily salary offer is accepted.')).toBeInTheDocument();
  });

  it('shows the agent’s own contract with its terms and ends it on confirmation', async () => {
    const finished: string[] = [];
    server.use(
      on(agentContractApi.list, () => contractsAnswer()),
      on(agentContractApi.finish, (request) => {
        finished.push(request.id);
        return contractFixture({ status: 'ENDED' });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContractPage kind="REALTIME_SALARY" />);
    const own = await screen.findByRole('article', { name: 'My contract' });
    expect(own).toHaveTextContent('Loss rate1.2%');
    expect(own).toHaveTextContent('Single bet at least₱10.00');
    expect(screen.getByText('No offer is waiting.')).toBeInTheDocument();
    expect(screen.getByText('subagent: active, up to 1%')).toBeInTheDocument();

    await user.click(within(own).getByRole('button', { name: 'End contract' }));
    const dialog = screen.getByRole('dialog', { name: 'End your Real-time salary contract?' });
    await user.click(within(dialog).getByRole('button', { name: 'End contract' }));
    await vi.waitFor(() => expect(finished).toEqual(['contractPublicIdxxxxxx']));
  });
});
