import { type AgentIncomeQuery, agentContractApi } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agent, incomeAnswer } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { IncomePage } from './income-page';

const server = setupMswServer();

beforeEach(() => useSessionStore.getState().startSession('agent-token', agent));

describe('IncomePage', () => {
  it('lists each period’s dividend or salary with its status and the totals, and filters by kind', async () => {
    const asked: AgentIncomeQuery[] = [];
    server.use(
      on(agentContractApi.income, (query) => {
        asked.push(query);
        return incomeAnswer();
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<IncomePage />);
    const table = await screen.findByRole('table', { name: 'Dividends and salaries per period' });
    await within(table).findByText('Daily salary');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Daily salary');
    expect(rows[0]).toHaveTextContent('Pending');
    expect(rows[0]).toHaveTextContent('0.8%');
    expect(rows[1]).toHaveTextContent('Real-time salary');
    expect(rows[1]).toHaveTextContent(/Paid Mar 6, 2026/);
    expect(rows[1]).toHaveTextContent('₱7.00');
    expect(screen.getByText('Pending in total').nextSibling).toHaveTextContent('₱24.00');
    expect(screen.getByText('Paid in total').nextSibling).toHaveTextContent('₱7.00');
    expect(asked[0]).not.toHaveProperty('kind');

    await user.selectOptions(screen.getByLabelText('Kind'), 'Real-time salary');
    await vi.waitFor(() => expect(asked.at(-1)).toMatchObject({ kind: 'REALTIME_SALARY' }));
  });

  it('shows another page of the same filter, and page 1 again when the kind changes', async () => {
    const asked: AgentIncomeQuery[] = [];
    server.use(
      on(agentContractApi.income, (query) => {
        asked.push(query);
        // a query string's page arrives as text
        return { ...incomeAnswer(), page: Number(query.page ?? 1), totalPages: 3, totalRows: 45 };
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<IncomePage />);
    const pages = await screen.findByRole('navigation', { name: 'Income pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() =>
      expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(Number(asked.at(-1)?.page)).toBe(2);

    await user.selectOptions(screen.getByLabelText('Kind'), 'Daily salary');
    await vi.waitFor(() => expect(asked.at(-1)).toMatchObject({ kind: 'DAILY_SALARY' }));
    expect(Number(asked.at(-1)?.page)).toBe(1);
    await vi.waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Income pages' })).getByRole('button', {
          name: 'Page 1',
        }),
      ).toHaveAttribute('aria-current', 'page'),
    );
  });
});
