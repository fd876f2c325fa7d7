import { api, type LotteryBet } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeResult, member } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { DrawResults } from './draw-results';

const server = setupMswServer();

const bet = (betId: string, drawId: string, status: LotteryBet['status'], payout: number): LotteryBet => ({
  betId,
  drawId,
  gameCode: 'VNF1',
  drawAt: '2026-11-26T06:00:00.000Z',
  playType: 'LO2',
  numbers: [betId === 'b1' ? '45' : '10'],
  stake: 100,
  status,
  payout,
  placedAt: '2026-11-26T05:59:00.000Z',
});

describe('DrawResults', () => {
  it('shows each draw’s prizes with its seed and hash, my bets won or lost, page by page', async () => {
    useSessionStore.getState().startSession('token-1', member);
    const pages: string[] = [];
    server.use(
      on(api.lottery.openedNumbers, (query) => {
        pages.push(query.pageNum as unknown as string);
        const page = Number(query.pageNum);
        return {
          list: [makeResult(page === 1 ? 'd9' : 'd8', { seed: `seed-of-page-${page}` })],
          pageNum: page,
          totalPages: 2,
        };
      }),
      on(api.lottery.myBets, () => ({
        list: [bet('b1', 'd9', 'WON', 1050), bet('b2', 'd9', 'LOST', 0)],
        pageNum: 1,
        totalPages: 1,
      })),
    );
    const user = userEvent.setup();
    renderWithProviders(<DrawResults gameCode="VNF1" />);
    const draw = await screen.findByRole('article', { name: 'Draw d9' });
    const table = within(draw).getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Special' })).toBeInTheDocument();
    expect(within(table).getByText('12345')).toBeInTheDocument();
    expect(within(draw).getByText('seed-of-page-1')).toBeInTheDocument();
    expect(within(draw).getByText('a'.repeat(64))).toBeInTheDocument();
    const mine = within(draw).getAllByRole('listitem');
    expect(mine[0]).toHaveTextContent(/45.*Won.*₱10\.50/);
    expect(mine[1]).toHaveTextContent(/10.*Lost/);
    expect(screen.getByText('How to verify a draw')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByText('seed-of-page-2')).toBeInTheDocument();
    expect(pages).toEqual(['1', '2']);
  });
});
