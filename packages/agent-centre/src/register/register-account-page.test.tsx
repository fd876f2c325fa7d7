import { agentCentreApi, agentContractApi, type DownlineRegisterRequest } from '@marquee/api-client';
import { failWith } from '@marquee/api-client/testing';
import { useSessionStore } from '@marquee/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agent, contractsAnswer } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { RegisterAccountPage } from './register-account-page';

const server = setupMswServer();

beforeEach(() => {
  useSessionStore.getState().startSession('agent-token', agent);
  server.use(
    on(agentCentreApi.invitation, () => ({ code: 'AGENT001' })),
    on(agentContractApi.list, () => contractsAnswer()),
  );
});

async function fillIn(username: string, password: string) {
  const user = userEvent.setup();
  renderWithProviders(<RegisterAccountPage />);
  const form = screen.getByRole('form', { name: 'Register a downline account' });
  await user.type(within(form).getByLabelText('Username'), username);
  await user.type(within(form).getByLabelText('Initial password'), password);
  return { user, form };
}

describe('RegisterAccountPage', () => {
  it('registers a member below the agent and leads to team management', async () => {
    const sent: DownlineRegisterRequest[] = [];
    server.use(
      on(agentCentreApi.register, (input) => {
        sent.push(input);
        return { id: 'newPublicIdxxxxxxxxxxx', account: input.username, type: 0 as const, level: 1 };
      }),
    );
    const { user, form } = await fillIn(' newplayer ', 'Newplayer1234!');
    expect(within(form).getByRole('radio', { name: 'Member' })).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(/newplayer is registered as a member of your team\./)).toHaveRole(
      'status',
    );
    expect(sent).toEqual([{ username: 'newplayer', password: 'Newplayer1234!', type: 'MEMBER' }]);
    expect(screen.getByRole('link', { name: 'See it in team management' })).toHaveAttribute(
      'href',
      '/agent/teamManagement',
    );
    expect(within(form).getByLabelText('Username')).toHaveValue('');
  });

  it('registers a downline agent when asked', async () => {
    const sent: DownlineRegisterRequest[] = [];
    server.use(
      on(agentCentreApi.register, (input) => {
        sent.push(input);
        return { id: 'newPublicIdxxxxxxxxxxx', account: input.username, type: 2 as const, level: 1 };
      }),
    );
    const { user, form } = await fillIn('newagent', 'Newagent1234!');
    await user.click(within(form).getByRole('radio', { name: 'Agent' }));
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(/newagent is registered as an agent of your team\./)).toHaveRole('status');
    expect(sent[0]?.type).toBe('AGENT');
  });

  it("offers a downline agent one of the agent's own contracts with the account, and shows the platform's refusal", async () => {
    const sent: DownlineRegisterRequest[] = [];
    server.use(
      on(agentCentreApi.register, (input) => {
        sent.push(input);
        return sent.length === 1
          ? failWith('CONTRACT_RATE_ABOVE_UPLINE', { max: 1 })
          : { id: 'newPublicIdxxxxxxxxxxx', account: input.username, type: 2 as const, level: 1 };
      }),
    );
    const { user, form } = await fillIn('newagent', 'Newagent1234!');
    // a member holds no contract: the choice is a downline agent's only
    expect(within(form).queryByLabelText('Contract offered with the account')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'Agent' }));
    const contract = await within(form).findByLabelText('Contract offered with the account');
    expect(
      within(contract)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No contract', 'Real-time salary, up to 1.2%']);
    await user.selectOptions(contract, 'contractPublicIdxxxxxx');
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await within(form).findByRole('alert')).not.toBeEmptyDOMElement();
    expect(within(form).getByLabelText('Username')).toHaveValue('newagent');
    expect(contract).toHaveValue('contractPublicIdxxxxxx');
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(/newagent is registered as an agent of your team\./)).toHaveRole('status');
    expect(sent[1]).toEqual({
      username: 'newagent',
      password: 'Newagent1234!',
      type: 'AGENT',
      contract: { kind: 'REALTIME_SALARY', profitRateBps: 50, lossRateBps: 120, minBet: 1_000 },
    });
  });

  it("shows the platform's translated refusal and keeps what was typed", async () => {
    server.use(on(agentCentreApi.register, () => failWith('USERNAME_TAKEN')));
    const { user, form } = await fillIn('downline1', 'Downline1234!');
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Username already exists');
    expect(within(form).getByLabelText('Username')).toHaveValue('downline1');
  });

  it("hands out the agent's invitation code and registration link with a QR code of the link", async () => {
    renderWithProviders(<RegisterAccountPage />);
    const invitation = await screen.findByRole('region', { name: 'My invitation code' });
    expect(invitation).toHaveTextContent('AGENT001');
    expect(within(invitation).getByLabelText('My invitation link')).toHaveValue(
      'https://marquee.example/register?affiliateCode=AGENT001',
    );
    expect(
      within(invitation).getByRole('img', { name: 'QR code of my invitation link' }),
    ).toBeInTheDocument();
    expect(within(invitation).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('asks for both fields before calling the platform', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterAccountPage />);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Enter a username.')).toBeInTheDocument();
    expect(screen.getByText('Enter an initial password.')).toBeInTheDocument();
  });
});
