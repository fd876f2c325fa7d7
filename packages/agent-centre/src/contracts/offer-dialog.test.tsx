import { agentContractApi, type ContractOfferRequest } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agent, contractFixture, contractsAnswer, teamMember } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { OfferDialog } from './offer-dialog';

const server = setupMswServer();

beforeEach(() => useSessionStore.getState().startSession('agent-token', agent));

const subagent = teamMember({ id: 'subagentPublicxxxxxxxx', account: 'subagent', type: 2 });

function platform() {
  const offered: ContractOfferRequest[] = [];
  server.use(
    on(agentContractApi.list, () => contractsAnswer()),
    on(agentContractApi.offer, (request) => {
      offered.push(request);
      return contractFixture({ status: 'OFFERED', member: { id: subagent.id, account: subagent.account } });
    }),
  );
  return offered;
}

describe('OfferDialog', () => {
  it('offers a real-time salary in basis points and minor units, under the agent’s own ceiling', async () => {
    const offered = platform();
    const user = userEvent.setup();
    renderWithProviders(<OfferDialog member={subagent} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Contract for subagent' });
    expect(await within(dialog).findByText(/pays up to 1.2%/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Profit rate (%)'), '0.5');
    await user.type(within(dialog).getByLabelText('Loss rate (%)'), '1.25');
    await user.type(within(dialog).getByLabelText('Single bet at least'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    await vi.waitFor(() =>
      expect(offered).toEqual([
        {
          member: subagent.id,
          request: 'NEW',
          kind: 'REALTIME_SALARY',
          terms: { kind: 'REALTIME_SALARY', profitRateBps: 50, lossRateBps: 125, minBet: 1_000 },
        },
      ]),
    );
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'The Real-time salary offer is sent to subagent',
    );
  });

  it('refuses a rate above 100 % before asking, and sends tiers of a daily salary', async () => {
    const offered = platform();
    const user = userEvent.setup();
    renderWithProviders(<OfferDialog member={subagent} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Contract for subagent' });
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'Daily salary');
    await user.type(within(dialog).getByLabelText('Team valid bet from'), '0');
    await user.type(within(dialog).getByLabelText('Active members at least'), '1');
    await user.type(within(dialog).getByLabelText('Rate (%)'), '101');
    await user.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    expect(
      await within(dialog).findByText('Enter a rate from 0 to 100 with at most two decimals.'),
    ).toBeInTheDocument();
    expect(offered).toEqual([]);
    await user.clear(within(dialog).getByLabelText('Rate (%)'));
    await user.type(within(dialog).getByLabelText('Rate (%)'), '0.6');
    await user.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    await vi.waitFor(() =>
      expect(offered[0]).toMatchObject({
        kind: 'DAILY_SALARY',
        terms: { kind: 'DAILY_SALARY', tiers: [{ minAmount: 0, minActive: 1, rateBps: 60 }] },
      }),
    );
  });
});
