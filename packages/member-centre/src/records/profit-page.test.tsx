import { brandToday, type ProfitQuery, recordsApi, shiftDay } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { formatDay } from '@marquee/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../test/fixtures';
import { failWith, on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { ProfitPage } from './profit-page';
import { EMPTY_PROFIT_ANSWERS, PROFIT } from './profit-story-answers';

const server = setupMswServer();

function platform() {
  const queries: ProfitQuery[] = [];
  server.use(
    on(recordsApi.profit, (query) => {
      queries.push(query);
      return PROFIT;
    }),
  );
  return queries;
}

const rowOf = (table: HTMLElement, header: string) =>
  within(table).getByRole('rowheader', { name: header }).closest('tr') as HTMLElement;

beforeEach(() => {
  useSessionStore.getState().startSession('member-token', member);
});

describe('ProfitPage', () => {
  it('shows the last 7 days as a chart and as a table with totals', async () => {
    const queries = platform();
    renderWithProviders(<ProfitPage />);
    expect(await screen.findByText('Net result over the range: -₱17.00')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Net result per day' });
    expect(queries[0]).toEqual({ from: shiftDay(brandToday(), -6), to: brandToday() });
    // every day, the quiet one too, in order
    const days = within(table)
      .getAllByRole('row')
      .slice(1, -1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(days).toEqual(PROFIT.days.map((day) => formatDay(day.day, 'en')));
    const quiet = within(table).getByRole('cell', { name: 'Feb 25, 2026' }).closest('tr') as HTMLElement;
    expect(within(quiet).getAllByRole('cell', { name: '₱0.00' })).toHaveLength(4);
    const totals = rowOf(table, 'Total');
    expect(within(totals).getByRole('cell', { name: '57' })).toBeInTheDocument();
    expect(within(totals).getByRole('cell', { name: '₱640.00' })).toBeInTheDocument();
    expect(within(totals).getByRole('cell', { name: '-₱17.00' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /^Chart of the net result per day from .* to .*/ }),
    ).toBeInTheDocument();
    const categories = screen.getByRole('table', { name: 'Net result per category' });
    expect(within(rowOf(categories, 'Total')).getByRole('cell', { name: '-₱17.00' })).toBeInTheDocument();
    expect(within(categories).getByRole('cell', { name: 'Slots' })).toBeInTheDocument();
  });

  it('asks again for a category and a preset range on Search', async () => {
    const user = userEvent.setup();
    const queries = platform();
    renderWithProviders(<ProfitPage />);
    await screen.findByRole('table', { name: 'Net result per day' });
    await user.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    await user.selectOptions(screen.getByLabelText('Category'), 'Slots');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ category: 'RNG', to: brandToday() }));
    expect(queries.at(-1)!.from < shiftDay(brandToday(), -6)).toBe(true);
  });

  it('says so when the range has no bets, with no chart', async () => {
    server.use(on(recordsApi.profit, () => EMPTY_PROFIT_ANSWERS['/wps/member/records/profit']));
    renderWithProviders(<ProfitPage />);
    expect(await screen.findByRole('heading', { name: 'No bets in this range' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the platform's coded refusal translated", async () => {
    server.use(on(recordsApi.profit, () => failWith('RECORD_RANGE_TOO_LONG', { max: 90 })));
    renderWithProviders(<ProfitPage />);
    expect(await screen.findByText('Records go back at most 90 days')).toBeInTheDocument();
  });
});
