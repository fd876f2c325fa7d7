import { agentCentreApi, api, type DownlineTransferRequest } from '@marquee/api-client';
import { failWith, status } from '@marquee/api-client/testing';
import { useSessionStore } from '@marquee/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agent, membersAnswer } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { TeamManagementPage } from './team-management-page';

const server = setupMswServer();

beforeEach(() => {
  useSessionStore.getState().startSession('agent-token', agent);
  server.use(
    on(agentCentreApi.members, (query) => membersAnswer(query)),
    on(api.wallet.balance, () => ({ sumBalance: 500_000, currency: 'PHP' })),
  );
});

/** Team management with the transfer dialog to downline1 open and filled in. */
async function fillTransfer(amount: string, paymentPassword = '123456') {
  const user = userEvent.setup();
  renderWithProviders(<TeamManagementPage />);
  await user.click(await screen.findByRole('button', { name: 'Transfer to downline1' }));
  const dialog = screen.getByRole('dialog', { name: 'Transfer to downline1' });
  const form = within(dialog).getByRole('form', { name: 'Transfer to a downline' });
  await user.type(within(form).getByLabelText('Amount'), amount);
  await user.type(within(form).getByLabelText('Payment password'), paymentPassword);
  return { user, dialog, form };
}

describe('transfer to a direct downline', () => {
  it('is offered for direct downlines only', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TeamManagementPage />);
    expect(await screen.findByRole('button', { name: 'Transfer to subagent' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open the downlines of subagent (1)' }));
    await screen.findByRole('rowheader', { name: 'teamplayer' });
    expect(screen.queryByRole('button', { name: 'Transfer to teamplayer' })).not.toBeInTheDocument();
  });

  it('sends the amount in minor units with the payment password, and says what moved', async () => {
    const sent: DownlineTransferRequest[] = [];
    server.use(
      on(agentCentreApi.transfer, (input) => {
        sent.push(input);
        return { transferNo: 'T123', amount: input.amount, balance: 500_000 - input.amount };
      }),
    );
    const { user, dialog, form } = await fillTransfer('25.50');
    expect(dialog).toHaveTextContent('Your balance: ₱5,000.00');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      '₱25.50 sent to downline1. Transfer number T123.',
    );
    expect(sent).toEqual([
      {
        member: 'downline1Publicxxxxxxx',
        amount: 2550,
        paymentPassword: '123456',
        idempotencyKey: expect.any(String),
      },
    ]);
  });

  it('retries a transfer whose answer was lost with the same key, so the money moves once', async () => {
    const keys: string[] = [];
    server.use(
      on(agentCentreApi.transfer, (input) => {
        keys.push(input.idempotencyKey);
        return keys.length === 1 ? status(503) : { transferNo: 'T124', amount: input.amount, balance: 0 };
      }),
    );
    const { user, dialog, form } = await fillTransfer('10');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    await within(form).findByRole('alert');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    await within(dialog).findByRole('status');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('puts a wrong payment password on its field and refuses more than the balance before asking', async () => {
    server.use(on(agentCentreApi.transfer, () => failWith('WRONG_PAYMENT_PASSWORD')));
    const { user, form } = await fillTransfer('10', '654321');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('Incorrect payment password')).toBeInTheDocument();
    expect(within(form).getByLabelText('Amount')).toHaveValue('10');
    await user.clear(within(form).getByLabelText('Amount'));
    await user.type(within(form).getByLabelText('Amount'), '5000.01');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('The maximum amount is 5000')).toBeInTheDocument();
  });
});
