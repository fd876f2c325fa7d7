import {
  api,
  type BetRecord,
  type BetRecordQuery,
  brandToday,
  recordsApi,
  type VendorLane,
} from '@marquee/api-client';
import { vendorCardFixture } from '@marquee/api-client/testing';
import { useSessionStore } from '@marquee/session';
import { mockMatchMedia } from '@marquee/vitest-preset/match-media';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../test/fixtures';
import { failWith, on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { BettingRecordPage } from './betting-record-page';

const server = setupMswServer();

const bet = (n: number, overrides: Partial<BetRecord> = {}): BetRecord => ({
  id: `G${n}`,
  time: '2026-03-01T02:00:00.000Z',
  game: `Lucky Spin ${n}`,
  category: 'RNG',
  vendor: 'MQ',
  roundId: String(n),
  stake: 1000,
  validBet: 1000,
  payout: 0,
  winLoss: -1000,
  settled: true,
  ...overrides,
});

/** 25 bets, 20 a page, the totals over all of them; records every query asked. */
function platform() {
  const queries: BetRecordQuery[] = [];
  const all = Array.from({ length: 25 }, (_, index) => bet(index + 1));
  server.use(
    on(api.games.vendors, () => ({ data: { lanes: [] } })),
    on(recordsApi.bets, (query) => {
      // a query string carries text: the page arrives as digits
      const page = Number(query.page ?? 1);
      queries.push({ ...query, page });
      return {
        rows: all.slice((page - 1) * 20, page * 20),
        page,
        pageSize: 20,
        totalRows: 25,
        totalPages: 2,
        totals: { count: 25, stake: 25_000, validBet: 25_000, payout: 3_000, winLoss: -22_000 },
      };
    }),
    on(recordsApi.bet, ({ id }) => ({
      ...bet(Number(id.slice(1))),
      outcome: { game: 'SLOT', reels: ['SEVEN', 'SEVEN', 'SEVEN'], line: 'SEVEN', multiplier: 20 },
      playType: null,
      numbers: null,
    })),
  );
  return queries;
}

beforeEach(() => {
  useSessionStore.getState().startSession('member-token', member);
});

describe('BettingRecordPage', () => {
  it("shows today's bets with totals over the whole filter", async () => {
    const queries = platform();
    renderWithProviders(<BettingRecordPage />);
    expect(await screen.findByRole('button', { name: 'Lucky Spin 1 MQ · Round 1' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Betting record' });
    const totals = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr') as HTMLElement;
    expect(within(totals).getAllByRole('cell', { name: '₱250.00' })).toHaveLength(2);
    expect(within(totals).getByRole('cell', { name: '-₱220.00' })).toBeInTheDocument();
    expect(queries[0]).toMatchObject({
      from: brandToday(),
      to: brandToday(),
      status: 'ALL',
      sort: 'time',
      direction: 'desc',
    });
  });

  it("lists the brand's today with today's dates on a device set to UTC", async () => {
    vi.stubEnv('TZ', 'UTC');
    // 17:05 UTC on 28 November: already 01:05 on the 29th in the brand's zone (Manila)
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T17:05:00Z'));
    try {
      const queries = platform();
      renderWithProviders(<BettingRecordPage />);
      await screen.findByRole('button', { name: 'Lucky Spin 1 MQ · Round 1' });
      expect(queries[0]).toMatchObject({ from: '2026-11-29', to: '2026-11-29' });
      // the rows' time (2026-03-01T02:00Z) is written in the brand's zone too
      expect(screen.getAllByRole('cell', { name: 'Mar 1, 2026, 10:00 AM' })).toHaveLength(20);
    } finally {
      vi.useRealTimers();
      vi.unstubAllEnvs();
    }
  });

  it('keeps to six columns, the game opening the details, so a laptop shows every one', async () => {
    platform();
    renderWithProviders(<BettingRecordPage />);
    await screen.findByRole('button', { name: 'Lucky Spin 1 MQ · Round 1' });
    const table = screen.getByRole('table', { name: 'Betting record' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Time▼', 'Game', 'Stake↕', 'Valid bet', 'Payout↕', 'Win/loss↕']);
  });

  it('shows every figure of a bet on its card on a phone', async () => {
    mockMatchMedia(true);
    platform();
    renderWithProviders(<BettingRecordPage />);
    const details = await screen.findByRole('button', { name: 'Lucky Spin 1 MQ · Round 1' });
    const card = details.closest('li') as HTMLElement;
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Time', 'Game', 'Stake', 'Valid bet', 'Payout', 'Win/loss']);
    expect(within(card).getAllByRole('definition').at(-1)).toHaveTextContent('-₱10.00');
  });

  it('pages, sorts and opens a bet', async () => {
    const user = userEvent.setup();
    const queries = platform();
    renderWithProviders(<BettingRecordPage />);
    await screen.findByRole('button', { name: 'Lucky Spin 1 MQ · Round 1' });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Betting record pages' })).getByRole('button', {
        name: 'Page 2',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Lucky Spin 21 MQ · Round 21' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Stake/ }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ sort: 'stake', direction: 'desc', page: 1 }));
    await user.click(await screen.findByRole('button', { name: 'Lucky Spin 1 MQ · Round 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lucky Spin 1, round 1' });
    const reels = await within(dialog).findByRole('list', { name: 'Reels' });
    expect(
      within(reels)
        .getAllByRole('listitem')
        .map((reel) => reel.textContent),
    ).toEqual(['7️⃣Seven', '7️⃣Seven', '7️⃣Seven']);
    expect(within(dialog).getByText('Winning line: Three of Seven')).toBeInTheDocument();
    expect(within(dialog).getByText('Pays 20× the stake')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('{');
  });

  it('applies the filters on Search with a preset range', async () => {
    const user = userEvent.setup();
    const queries = platform();
    renderWithProviders(<BettingRecordPage />);
    await screen.findByRole('button', { name: 'Lucky Spin 1 MQ · Round 1' });
    await user.click(screen.getByRole('button', { name: 'Previous 7 days' }));
    await user.selectOptions(screen.getByLabelText('Status'), 'Unsettled');
    await user.selectOptions(screen.getByLabelText('Category'), 'Slots');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(queries.at(-1)).toMatchObject({ status: 'UNSETTLED', category: 'RNG', page: 1 }),
    );
    const last = queries.at(-1)!;
    expect(last.to).toBe(brandToday());
    expect(last.from < last.to).toBe(true);
  });

  it("offers the brand's vendors of the chosen category, asked for with the brand's merchant", async () => {
    const user = userEvent.setup();
    platform();
    const asked: string[] = [];
    server.use(
      on(api.games.vendors, ({ merchantCode }) => {
        asked.push(merchantCode);
        const lanes: VendorLane[] = [
          { title: 'RNG', cards: [vendorCardFixture({ vassalage: 'MQ', name: 'Marquee Games' })] },
          {
            title: 'FISH',
            cards: [vendorCardFixture({ vassalage: 'OCFI', name: 'Ocean Fishing', gameType: 'FISH' })],
          },
        ];
        return { data: { lanes } };
      }),
    );
    renderWithProviders(<BettingRecordPage />);
    const vendor = screen.getByLabelText('Vendor');
    expect(await within(vendor).findByRole('option', { name: 'Ocean Fishing' })).toBeInTheDocument();
    expect(within(vendor).getByRole('option', { name: 'Marquee Games' })).toBeInTheDocument();
    expect(asked).toEqual(['MARQUEE']);
    await user.selectOptions(screen.getByLabelText('Category'), 'Slots');
    expect(within(vendor).queryByRole('option', { name: 'Ocean Fishing' })).not.toBeInTheDocument();
  });

  it('refuses an end before the start on the form, asking nothing', async () => {
    const user = userEvent.setup();
    const queries = platform();
    renderWithProviders(<BettingRecordPage />);
    await screen.findByRole('button', { name: 'Lucky Spin 1 MQ · Round 1' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2099-01-02' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The end date is before the start date');
    expect(queries).toHaveLength(1);
  });

  it("shows the platform's coded refusal translated", async () => {
    server.use(
      on(api.games.vendors, () => ({ data: { lanes: [] } })),
      on(recordsApi.bets, () => failWith('RECORD_RANGE_TOO_LONG', { max: 90 })),
    );
    renderWithProviders(<BettingRecordPage />);
    expect(await screen.findByText('Records go back at most 90 days')).toBeInTheDocument();
  });

  it('says so when the range has no bets', async () => {
    server.use(
      on(api.games.vendors, () => ({ data: { lanes: [] } })),
      on(recordsApi.bets, () => ({
        rows: [],
        page: 1,
        pageSize: 20,
        totalRows: 0,
        totalPages: 0,
        totals: { count: 0, stake: 0, validBet: 0, payout: 0, winLoss: 0 },
      })),
    );
    renderWithProviders(<BettingRecordPage />);
    expect(await screen.findByRole('heading', { name: 'No records in this range' })).toBeInTheDocument();
  });
});
