import { api } from '@marquee/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { winners } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { WinnersPage } from './winners-page';
import { WinnersScroller } from './winners-scroller';

const server = setupMswServer();

describe('WinnersPage', () => {
  it('lists the winners a page at a time, the next page while the platform has one, the page in the address', async () => {
    const asked: number[] = [];
    server.use(
      on(api.games.winners, (query) => {
        const page = Number(query.pageNum ?? 1);
        asked.push(page);
        return {
          vo: winners.map((winner) => ({ ...winner, gameName: `${winner.gameName} p${page}` })),
          hasMore: page < 2,
        };
      }),
    );
    renderWithProviders(<WinnersPage />, { route: '/winners' });
    expect(screen.getByRole('heading', { level: 1, name: 'Winners' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Winners' });
    expect(within(table).getAllByRole('row')).toHaveLength(winners.length + 1);
    expect(within(table).getByRole('row', { name: /pl\*\*\*0 Winner game 0 p1/ })).toBeVisible();

    const pager = screen.getByRole('navigation', { name: 'Winners list pages' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await within(table).findByText('Winner game 0 p2')).toBeVisible();
    expect(screen.getByLabelText('location')).toHaveTextContent('/winners?page=2');
    // the platform has no third page: the pager offers none
    expect(within(pager).queryByRole('button', { name: 'Page 3' })).toBeNull();
    expect(asked).toEqual([1, 2]);
  });

  it('says so when nobody has won yet', async () => {
    server.use(on(api.games.winners, () => ({ vo: [], hasMore: false })));
    renderWithProviders(<WinnersPage />, { route: '/winners' });
    expect(await screen.findByRole('heading', { name: 'No data yet' })).toBeVisible();
  });

  it('is linked from the board', async () => {
    server.use(on(api.games.winners, () => ({ vo: winners, hasMore: false })));
    renderWithProviders(<WinnersScroller />);
    expect(screen.getByRole('link', { name: 'All winners' })).toHaveAttribute('href', '/winners');
  });
});
