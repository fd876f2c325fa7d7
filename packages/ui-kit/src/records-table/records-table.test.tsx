import { mockMatchMedia } from '@marquee/vitest-preset/match-media';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type RecordsColumn, RecordsTable, type RecordsTableProps } from './records-table';

interface Bet {
  id: number;
  game: string;
  stake: number;
}

type Key = 'game' | 'stake';

const COLUMNS: RecordsColumn<Bet, Key>[] = [
  { key: 'game', header: 'Game', cell: (row) => row.game },
  { key: 'stake', header: 'Stake', cell: (row) => row.stake.toFixed(2), sortable: true, align: 'end' },
];

const ROWS: Bet[] = [
  { id: 1, game: 'Lucky Spin', stake: 10 },
  { id: 2, game: 'Dragon Tiger', stake: 25 },
];

function renderTable(props: Partial<RecordsTableProps<Bet, Key>> = {}) {
  render(
    <RecordsTable<Bet, Key>
      caption="Bets"
      columns={COLUMNS}
      rows={ROWS}
      rowKey={(row) => row.id}
      empty={<p>No bets in this range</p>}
      {...props}
    />,
  );
  return userEvent.setup();
}

describe('RecordsTable', () => {
  it('is a captioned table inside a focusable scrolling region', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Bets' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const region = screen.getByRole('region', { name: 'Bets' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('cell', { name: 'Dragon Tiger' })).toBeInTheDocument();
  });

  it('asks for the other direction when a sorted header is pressed', async () => {
    const onSortChange = vi.fn();
    const user = renderTable({ sort: { key: 'stake', direction: 'desc' }, onSortChange });
    expect(screen.getByRole('columnheader', { name: /Stake/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: /Stake/ }));
    expect(onSortChange).toHaveBeenCalledWith({ key: 'stake', direction: 'asc' });
  });

  it('does not make an unsortable header a button', () => {
    renderTable({ onSortChange: vi.fn() });
    expect(screen.queryByRole('button', { name: /Game/ })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Game' })).not.toHaveAttribute('aria-sort');
  });

  it('makes a row header of the column that names its row, and marks a row with its class', () => {
    renderTable({
      columns: [{ ...COLUMNS[0]!, rowHeader: true }, COLUMNS[1]!],
      rowClassName: (row) => (row.id === 2 ? 'mine' : undefined),
    });
    const row = screen.getByRole('rowheader', { name: 'Dragon Tiger' }).closest('tr') as HTMLElement;
    expect(row).toHaveClass('mine');
    expect(within(row).getByRole('cell', { name: '25.00' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Lucky Spin' }).closest('tr')).not.toHaveClass('mine');
  });

  it('lets a column of long texts take a second line, its header too', () => {
    renderTable({ columns: [{ ...COLUMNS[0]!, wrap: true }, COLUMNS[1]!] });
    expect(screen.getByRole('cell', { name: 'Dragon Tiger' })).toHaveClass('mq-records__wrap');
    expect(screen.getByRole('columnheader', { name: 'Game' })).toHaveClass('mq-records__wrap');
    expect(screen.getByRole('cell', { name: '25.00' })).not.toHaveClass('mq-records__wrap');
  });

  it('shows the totals row with its label in the first column', () => {
    renderTable({ totals: { label: 'Total', cells: { stake: '35.00' } } });
    const totals = screen.getByRole('rowheader', { name: 'Total' }).closest('tr') as HTMLElement;
    expect(within(totals).getByRole('cell', { name: '35.00' })).toBeInTheDocument();
  });

  it('shows the empty state instead of a table without rows', () => {
    renderTable({ rows: [] });
    expect(screen.getByText('No bets in this range')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('marks the table busy and shows empty skeleton rows, without totals, while loading', () => {
    renderTable({ rows: [], loading: true, totals: { label: 'Total', cells: {} } });
    const table = screen.getByRole('table', { name: 'Bets' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    const [, ...bodyRows] = within(table).getAllByRole('row');
    expect(bodyRows).toHaveLength(5);
    expect(bodyRows.every((row) => row.textContent === '')).toBe(true);
    expect(screen.queryByRole('rowheader', { name: 'Total' })).toBeNull();
  });

  it('pages with the kit pager', async () => {
    const onPageChange = vi.fn();
    const user = renderTable({
      pagination: {
        page: 1,
        pageCount: 3,
        onPageChange,
        previousLabel: 'Previous page',
        nextLabel: 'Next page',
        pageLabel: (page) => `Page ${page}`,
        ariaLabel: 'Bet pages',
      },
    });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Bet pages' })).getByRole('button', { name: 'Page 2' }),
    );
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  describe('on a phone', () => {
    beforeEach(() => {
      mockMatchMedia(true);
    });

    it('shows each row as a card with every column label beside its value', () => {
      renderTable({ totals: { label: 'Total', cells: { stake: '35.00' } } });
      expect(screen.queryByRole('table')).toBeNull();
      const cards = within(screen.getByRole('region', { name: 'Bets' })).getAllByRole('listitem');
      expect(cards).toHaveLength(3);
      const terms = within(cards[1]!).getAllByRole('term');
      const values = within(cards[1]!).getAllByRole('definition');
      expect(terms.map((term) => term.textContent)).toEqual(['Game', 'Stake']);
      expect(values.map((value) => value.textContent)).toEqual(['Dragon Tiger', '25.00']);
      expect(within(cards[2]!).getByText('Total')).toBeInTheDocument();
      expect(within(cards[2]!).getByRole('definition')).toHaveTextContent('35.00');
    });

    it('keeps the sortable columns as buttons above the cards, the sorted one pressed', async () => {
      const onSortChange = vi.fn();
      const user = renderTable({ sort: { key: 'stake', direction: 'desc' }, onSortChange });
      const stake = screen.getByRole('button', { name: /Stake/ });
      expect(stake).toHaveAttribute('aria-pressed', 'true');
      expect(screen.queryByRole('button', { name: /Game/ })).toBeNull();
      await user.click(stake);
      expect(onSortChange).toHaveBeenCalledWith({ key: 'stake', direction: 'asc' });
    });

    it('marks the cards busy while loading', () => {
      renderTable({ rows: [], loading: true });
      expect(screen.getByRole('region', { name: 'Bets' })).toHaveAttribute('aria-busy', 'true');
      expect(screen.queryByRole('term')).toBeNull();
    });

    it('stays a scrolling table when the caller asks for one', () => {
      renderTable({ phoneLayout: 'scroll' });
      expect(screen.getByRole('table', { name: 'Bets' })).toBeInTheDocument();
    });
  });
});
