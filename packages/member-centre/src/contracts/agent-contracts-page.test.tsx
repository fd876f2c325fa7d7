import { agentContractApi, type ContractDecisionRequest } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consolidatedContracts, member } from '../test/fixtures';
import { failWith, on, recordRequests } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { AgentContractsPage } from './agent-contracts-page';

const server = setupMswServer();

beforeEach(() => useSessionStore.getState().startSession('member-token', member));

describe('AgentContractsPage', () => {
  it('warns whose contracts accepting ends, on the offer and in its confirmation, then accepts once', async () => {
    let asked = 0;
    server.use(
      on(agentContractApi.consolidated, () => {
        asked += 1;
        return consolidatedContracts([{ id: 'subagentPublicxxxxxxxx', account: 'subagent' }]);
      }),
    );
    const decided = recordRequests(agentContractApi.decide, () => ({
      ...consolidatedContracts().contracts.DAILY_SALARY.active!,
      status: 'ACTIVE' as const,
    }));
    const user = userEvent.setup();
    renderWithProviders(<AgentContractsPage />, { config: { agentPolicy: true } });
    const offer = await screen.findByRole('article', { name: 'Daily salary' });
    expect(offer).toHaveTextContent('topagent offers you a Daily salary contract paying up to 0.8%.');
    expect(offer).toHaveTextContent(
      'Accepting ends these contracts in your team, each paid more than this offer at some tier or given out of one that is: subagent.',
    );
    expect(screen.getByRole('listitem')).toHaveTextContent(
      /^Real-time salary paying up to 1\.2%, since .+, given by topagent\.$/,
    );

    await user.click(within(offer).getByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept the Daily salary offer?' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('subagent');
    expect(decided).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You accepted the Daily salary offer.')).toHaveRole('status');
    expect(decided).toEqual<ContractDecisionRequest[]>([
      { id: 'offerPublicIdxxxxxxxxx', decision: 'ACCEPT' },
    ]);
    // the answer is read again, as is every contract list
    await vi.waitFor(() => expect(asked).toBe(2));
  });

  it('says why a decline was refused, translated, and keeps the offer', async () => {
    server.use(
      on(agentContractApi.consolidated, () => consolidatedContracts()),
      on(agentContractApi.decide, () => failWith('CONTRACT_ALREADY_DECIDED')),
    );
    const user = userEvent.setup();
    renderWithProviders(<AgentContractsPage />, { config: { agentPolicy: true } });
    const offer = await screen.findByRole('article', { name: 'Daily salary' });
    expect(offer).not.toHaveTextContent('Accepting ends');
    await user.click(within(offer).getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline the Daily salary offer?' });
    expect(dialog).toHaveTextContent('The offer is withdrawn and your current contract stays as it is.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('This offer has already been answered')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Daily salary' })).toBeInTheDocument();
  });

  it('asks nothing when the brand has no contracts for members (AGENTPOLICY3 off)', async () => {
    const asked = recordRequests(agentContractApi.consolidated, () => consolidatedContracts());
    const { queryClient } = renderWithProviders(<AgentContractsPage />);
    expect(
      screen.getByRole('heading', { name: 'Contracts are not offered on this site.' }),
    ).toBeInTheDocument();
    // an enabled query would be fetching from the render on: none is, so none will ask
    expect(queryClient.isFetching()).toBe(0);
    expect(asked).toEqual([]);
  });
});
