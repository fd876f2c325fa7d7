import { rankingsApi } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member, rankingFixture } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { RankingPage } from './ranking-page';

const server = setupMswServer();

const signIn = () => useSessionStore.getState().startSession('member-token', member);

describe('RankingPage', () => {
  it('lists the ranked members with rank, masked name and amount, and marks mine', async () => {
    server.use(on(rankingsApi.top, () => rankingFixture()));
    signIn();
    renderWithProviders(<RankingPage kind="DEPOSIT" currencySymbol="₱" locale="en" />);
    const list = await screen.findByRole('list', { name: 'Deposit TOP 20' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '1Rank 1wh***e₱90,000.00',
      '2Rank 2lu***y₱50,000.00',
      '3Rank 3de***o (you)₱40,000.00',
    ]);
    expect(within(rows[0]!).getByText('Rank 1')).toBeInTheDocument();
    expect(rows[2]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Your rank: No. 3 (₱40,000.00)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Deposit TOP 20' })).toBeInTheDocument();
  });

  it('shows my own row after the TOP 20 when I am ranked below it', async () => {
    server.use(
      on(rankingsApi.top, () => rankingFixture({ mine: { rank: 37, name: 'de***o', amount: 20_000 } })),
    );
    signIn();
    renderWithProviders(<RankingPage kind="DEPOSIT" currencySymbol="₱" locale="en" />);
    const list = await screen.findByRole('list', { name: 'Deposit TOP 20' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).queryByText('(you)')).toBeNull();
    const own = screen.getByRole('list', { name: 'Your place' });
    expect(own).toHaveAttribute('start', '37');
    const row = within(own).getByRole('listitem');
    expect(row).toHaveTextContent('37Rank 37de***o (you)₱200.00');
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Your rank: No. 37 (₱200.00)')).toBeInTheDocument();
  });

  it('switches to the previous period, where I am not ranked', async () => {
    const asked: string[] = [];
    server.use(
      on(rankingsApi.top, (query) => {
        asked.push(String(query.period));
        return query.period === 'PREVIOUS'
          ? rankingFixture({ period: 'PREVIOUS', kind: 'VALID_BET', entries: [], mine: null })
          : rankingFixture({ kind: 'VALID_BET' });
      }),
    );
    const user = userEvent.setup();
    signIn();
    renderWithProviders(<RankingPage kind="VALID_BET" currencySymbol="₱" locale="en" />);
    const periods = screen.getByRole('group', { name: 'Ranking period' });
    await screen.findByRole('list', { name: 'Valid bet TOP 20' });
    await user.click(within(periods).getByRole('button', { name: 'Last week' }));
    expect(
      await screen.findByRole('heading', { name: 'Nobody is ranked in this period yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You are not in the TOP 20 of this period')).toBeInTheDocument();
    expect(within(periods).getByRole('button', { name: 'Last week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(asked).toEqual(['CURRENT', 'PREVIOUS']);
  });

  it('shows a visitor the ranking without a place of their own', async () => {
    server.use(on(rankingsApi.top, () => rankingFixture({ mine: null })));
    renderWithProviders(<RankingPage kind="DEPOSIT" currencySymbol="₱" locale="en" />);
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText(/TOP 20 of this period|Your rank/)).toBeNull();
  });
});
