import { type AccountRecord, type AccountRecordQuery, recordsApi } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { AccountRecordPage } from './account-record-page';

const server = setupMswServer();

const ROWS: AccountRecord[] = [
  {
    id: 'e3',
    time: '2026-03-01T03:00:00.000Z',
    type: 'PAYOUT',
    kind: 'WIN',
    amount: 5000,
    balanceAfter: 1_004_000,
    reference: 'game:429',
    subject: { kind: 'ROUND', game: 'Lucky Spin', round: 'Rq7xK2mP' },
  },
  {
    id: 'e2',
    time: '2026-03-01T02:00:00.000Z',
    type: 'BET',
    kind: 'BET',
    amount: -1000,
    balanceAfter: 999_000,
    reference: 'game:7',
    subject: { kind: 'ROUND', game: 'Dragon Tiger', round: 'Pz3' },
  },
  {
    id: 'e1',
    time: '2026-03-01T01:00:00.000Z',
    type: 'BONUS',
    kind: 'DEMO_CREDIT',
    amount: 1_000_000,
    balanceAfter: 1_000_000,
    reference: null,
    subject: null,
  },
  {
    id: 'e0',
    time: '2026-03-01T00:30:00.000Z',
    type: 'TRANSFER',
    kind: 'TRANSFER_IN',
    amount: 2_000,
    balanceAfter: 2_000,
    reference: 'vendor:3',
    subject: { kind: 'VENDOR', vendor: 'Marquee Games' },
  },
  {
    id: 'e-1',
    time: '2026-03-01T00:05:00.000Z',
    type: 'AGENT',
    kind: 'AGENT_SALARY_REALTIME',
    amount: 700,
    balanceAfter: 0,
    reference: '2026-03-01T00:00:00.000Z',
    subject: null,
  },
];

function platform() {
  const queries: AccountRecordQuery[] = [];
  const exports: AccountRecordQuery[] = [];
  server.use(
    on(recordsApi.account, (query) => {
      // a query string carries text: the page arrives as digits
      queries.push({ ...query, page: Number(query.page) });
      const rows = query.type ? ROWS.filter((row) => row.type === query.type) : ROWS;
      return { rows, page: 1, pageSize: 20, totalRows: rows.length, totalPages: 1 };
    }),
    on(recordsApi.accountExport, (query) => {
      exports.push(query);
      return { rows: ROWS, truncated: true };
    }),
  );
  return { queries, exports };
}

beforeEach(() => {
  useSessionStore.getState().startSession('member-token', member);
});

describe('AccountRecordPage', () => {
  it('lists the entries with their type and the balance after each', async () => {
    platform();
    renderWithProviders(<AccountRecordPage />);
    await screen.findByRole('cell', { name: 'Payout' });
    const table = screen.getByRole('table', { name: 'Account record' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('cell', { name: 'Payout' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('cell', { name: '₱10,040.00' })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('cell', { name: 'Bonus' })).toBeInTheDocument();
    expect(within(rows[4]!).getByRole('cell', { name: 'Agent real-time salary' })).toBeInTheDocument();
  });

  it("names what each entry was for in the player's words, never the ledger's reference, in the player's language", async () => {
    const { queries } = platform();
    renderWithProviders(<AccountRecordPage />);
    expect(await screen.findByRole('cell', { name: 'Lucky Spin · Round Rq7xK2mP' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Marquee Games wallet' })).toBeInTheDocument();
    expect(screen.queryByText(/game:429|vendor:3|DEMO_CREDIT/)).not.toBeInTheDocument();
    expect(queries[0]).toMatchObject({ language: 'EN' });
  });

  it('filters by type on Search', async () => {
    const user = userEvent.setup();
    const { queries } = platform();
    renderWithProviders(<AccountRecordPage />);
    await screen.findByRole('cell', { name: 'Payout' });
    await user.selectOptions(screen.getByLabelText('Type'), 'Bet');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ type: 'BET', page: 1 }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
  });

  it('downloads the filtered rows as CSV and says when they were cut', async () => {
    const user = userEvent.setup();
    const { exports } = platform();
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:records';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<AccountRecordPage />);
    await screen.findByRole('cell', { name: 'Payout' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the latest 5000 rows were downloaded');
    expect(exports).toHaveLength(1);
    expect(click).toHaveBeenCalled();
    const text = await created[0]!.text();
    expect(text).toContain('Time,Type,Type,Amount,Balance after,Reference');
    expect(text).toContain('2026-03-01T02:00:00.000Z,Bet,BET,-10.00,9990.00,Dragon Tiger · Round Pz3');
  });
});
