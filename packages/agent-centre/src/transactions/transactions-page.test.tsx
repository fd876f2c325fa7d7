import { type AgentTransactionsQuery, agentContractApi } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agent, transactionsAnswer } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { TransactionsPage } from './transactions-page';

const server = setupMswServer();

beforeEach(() => useSessionStore.getState().startSession('agent-token', agent));

describe('TransactionsPage', () => {
  it('names each entry by its own kind with the balance after it, and filters by type', async () => {
    const asked: AgentTransactionsQuery[] = [];
    server.use(
      on(agentContractApi.transactions, (query) => {
        asked.push(query);
        return transactionsAnswer();
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<TransactionsPage />);
    const table = await screen.findByRole('table', { name: 'Your agent transactions' });
    await within(table).findByText('Agent real-time salary');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Agent real-time salary');
    expect(rows[0]).toHaveTextContent('₱5,007.00');
    expect(rows[0]).toHaveTextContent(/Period from Mar 6, 2026/);
    expect(rows[1]).toHaveTextContent('Transfer to a downline');
    expect(rows[1]).toHaveTextContent('-₱100.00');
    expect(rows[1]).toHaveTextContent('T20260306A1');

    await user.selectOptions(screen.getByLabelText('Type'), 'Salaries');
    await vi.waitFor(() => expect(asked.at(-1)).toMatchObject({ type: 'SALARY' }));
  });
});
