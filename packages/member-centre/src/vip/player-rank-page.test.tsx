import { api, vipApi } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../test/fixtures';
import { failWith, on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { PlayerRankPage } from './player-rank-page';
import { NEW_MEMBER_RANK, NO_BIRTHDAY_RANK, RANK, TOP_RANK } from './vip-story-answers';

const server = setupMswServer();

beforeEach(() => {
  useSessionStore.getState().startSession('member-token', member);
  server.use(on(api.member.info, () => ({ ...member, clubLabel: { labelName: 'VIP 2', rankLevel: 2 } })));
});

const rowOf = (table: HTMLElement, header: string) =>
  within(table).getByRole('rowheader', { name: header }).closest('tr') as HTMLElement;

describe('PlayerRankPage', () => {
  it('shows the level, the way to the next one, every level’s benefits and the history', async () => {
    server.use(on(vipApi.rank, () => RANK));
    renderWithProviders(<PlayerRankPage />);
    expect(await screen.findByText('Your level: VIP 2')).toBeInTheDocument();
    expect(screen.getByText(/last 30 days \(2026-01-29 to 2026-02-27\)/)).toBeInTheDocument();
    const next = screen.getByRole('region', { name: 'Progress to VIP 3' });
    const bet = within(next).getByRole('progressbar', { name: 'Valid bet' });
    expect(bet).toHaveAttribute('value', '500000');
    expect(bet).toHaveAttribute('max', '1000000');
    expect(bet).toHaveAttribute('aria-valuetext', '₱5,000.00 of ₱10,000.00');
    expect(within(next).getByRole('progressbar', { name: 'Deposits' })).toHaveAttribute(
      'aria-valuetext',
      '₱1,250.00 of ₱5,000.00',
    );

    const benefits = screen.getByRole('table', { name: 'Benefits of each level' });
    const mine = rowOf(benefits, 'VIP 2 (your level)');
    expect(within(mine).getByRole('cell', { name: '0.4%' })).toBeInTheDocument();
    expect(within(mine).getByRole('cell', { name: '5 times, up to ₱200,000.00' })).toBeInTheDocument();
    expect(within(mine).getByRole('cell', { name: '₱50.00' })).toBeInTheDocument();
    // VIP customer service from level 5 (rank above 4)
    expect(within(rowOf(benefits, 'VIP 4')).getAllByRole('cell').at(-1)).toHaveTextContent('No');
    expect(within(rowOf(benefits, 'VIP 5')).getAllByRole('cell').at(-1)).toHaveTextContent('Yes');

    const history = screen.getByRole('table', { name: 'Level history' });
    const change = rowOf(history, '2026-02-20');
    expect(within(change).getByRole('cell', { name: 'VIP 1 to VIP 2' })).toBeInTheDocument();
    expect(within(change).getByRole('cell', { name: '₱2,100.00' })).toBeInTheDocument();
  });

  it('says where to set the birthday the birthday bonus needs, and only while it is not set', async () => {
    const user = userEvent.setup();
    server.use(on(vipApi.rank, () => NO_BIRTHDAY_RANK));
    const { unmount } = renderWithProviders(<PlayerRankPage />, { route: '/member/playerRank' });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(/birthday bonus .* needs your date of birth on your profile/);
    await user.click(within(note).getByRole('link', { name: 'Set your date of birth in My account' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/member/securityCenter');
    unmount();
    server.use(on(vipApi.rank, () => RANK));
    renderWithProviders(<PlayerRankPage />);
    await screen.findByText('Your level: VIP 2');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /date of birth/ })).not.toBeInTheDocument();
  });

  it('says when there is no level history yet, and when the top is reached', async () => {
    server.use(on(vipApi.rank, () => NEW_MEMBER_RANK));
    const { unmount } = renderWithProviders(<PlayerRankPage />);
    expect(await screen.findByRole('heading', { name: 'No level change yet' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Progress to VIP 2' })).toBeInTheDocument();
    unmount();
    server.use(on(vipApi.rank, () => TOP_RANK));
    renderWithProviders(<PlayerRankPage />);
    expect(await screen.findByText(/You have reached the highest level/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('fetches the member info again when the level is above the header’s', async () => {
    let infoCalls = 0;
    server.use(
      on(api.member.info, () => {
        infoCalls += 1;
        return { ...member, clubLabel: { labelName: 'VIP 2', rankLevel: 2 } };
      }),
      on(vipApi.rank, () => TOP_RANK),
    );
    renderWithProviders(<PlayerRankPage />);
    await screen.findByText('Your level: VIP 6');
    await waitFor(() => expect(infoCalls).toBe(2));
  });

  it('leaves the member info alone when the header already shows the level', async () => {
    let infoCalls = 0;
    server.use(
      on(api.member.info, () => {
        infoCalls += 1;
        return { ...member, clubLabel: { labelName: 'VIP 2', rankLevel: 2 } };
      }),
      on(vipApi.rank, () => RANK),
    );
    renderWithProviders(<PlayerRankPage />);
    await screen.findByText('Your level: VIP 2');
    await waitFor(() => expect(infoCalls).toBe(1));
    await screen.findByRole('table', { name: 'Level history' });
    expect(infoCalls).toBe(1);
  });

  it('shows an error with a retry that asks again', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(on(vipApi.rank, () => (fail ? failWith('TOO_MANY_ATTEMPTS') : RANK)));
    renderWithProviders(<PlayerRankPage />);
    expect(await screen.findByText('Too many attempts, please retry after 5 minutes')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Your level: VIP 2')).toBeInTheDocument();
  });
});
