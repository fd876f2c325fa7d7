import { REFERRAL_PAGE_SIZE, referralApi } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { decodeQr } from '@marquee/vitest-preset/qr';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../test/fixtures';
import { failWith, on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { ReferralPage } from './referral-page';
import { NO_FRIENDS, REFERRAL } from './referral-story-answers';

const server = setupMswServer();
const LINK = 'https://marquee.example/register?ref=K7MPQ2XD';
const shareStatus = () =>
  within(screen.getByRole('region', { name: 'My referral code' })).getByRole('status');

beforeEach(() => {
  useSessionStore.getState().startSession('member-token', member);
});

describe('ReferralPage', () => {
  it('shows the code, the link and a QR code a camera reads as the link', async () => {
    server.use(on(referralApi.summary, () => REFERRAL));
    renderWithProviders(<ReferralPage />);
    const share = await screen.findByRole('region', { name: 'My referral code' });
    expect(within(share).getByText('K7MPQ2XD')).toBeInTheDocument();
    expect(within(share).getByRole('textbox', { name: 'My referral link' })).toHaveValue(LINK);
    expect(decodeQr(within(share).getByRole('img', { name: 'QR code of my referral link' }))).toBe(LINK);
  });

  it('copies the code and the link, and says so', async () => {
    server.use(on(referralApi.summary, () => REFERRAL));
    const user = userEvent.setup();
    renderWithProviders(<ReferralPage />);
    await user.click(await screen.findByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe('K7MPQ2XD');
    expect(shareStatus()).toHaveTextContent('Code copied.');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(shareStatus()).toHaveTextContent('Link copied.');
  });

  it('selects the link to copy by hand when the browser refuses to copy', async () => {
    server.use(on(referralApi.summary, () => REFERRAL));
    const user = userEvent.setup();
    renderWithProviders(<ReferralPage />);
    const copy = await screen.findByRole('button', { name: 'Copy link' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(
      new DOMException('denied', 'NotAllowedError'),
    );
    await user.click(copy);
    expect(
      await screen.findByText('Could not copy. The link is selected: copy it by hand.'),
    ).toBeInTheDocument();
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'My referral link' });
    expect(input.selectionEnd! - input.selectionStart!).toBe(LINK.length);
  });

  it('shares the link where the browser can, and takes closing the share sheet calmly', async () => {
    server.use(on(referralApi.summary, () => REFERRAL));
    const share = vi
      .fn()
      .mockRejectedValueOnce(new DOMException('closed', 'AbortError'))
      .mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const user = userEvent.setup();
      renderWithProviders(<ReferralPage />);
      const button = await screen.findByRole('button', { name: 'Share' });
      await user.click(button);
      expect(shareStatus()).toHaveTextContent('');
      await user.click(button);
      expect(share).toHaveBeenLastCalledWith({
        title: 'Come and play with me',
        text: 'Register with my referral code K7MPQ2XD',
        url: LINK,
      });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('offers no share button where the browser cannot share', async () => {
    server.use(on(referralApi.summary, () => REFERRAL));
    renderWithProviders(<ReferralPage />);
    await screen.findByRole('button', { name: 'Copy link' });
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('states the rule and the earnings in money, and points to the reward centre when one waits', async () => {
    server.use(on(referralApi.summary, () => REFERRAL));
    renderWithProviders(<ReferralPage />);
    const rules = await screen.findByRole('region', { name: 'How it works' });
    expect(
      within(rules).getByText('Their first deposit is at least ₱200.00 and their valid bets reach ₱500.00.'),
    ).toBeInTheDocument();
    expect(
      within(rules).getByText('You get ₱50.00 in your reward centre, to claim within 7 days.'),
    ).toBeInTheDocument();
    const earnings = screen.getByRole('region', { name: 'My earnings' });
    expect(within(earnings).getByText('Claimed').nextElementSibling).toHaveTextContent('₱50.00');
    expect(within(earnings).getByRole('link', { name: 'Claim in the reward centre' })).toHaveAttribute(
      'href',
      '/member/rewardCenter',
    );
  });

  it('lists the friends with their deposit and reward state', async () => {
    server.use(on(referralApi.summary, () => REFERRAL));
    renderWithProviders(<ReferralPage />);
    const table = await screen.findByRole('table', { name: 'Friends I invited (3)' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['ma***o', expect.stringContaining('2026'), 'No', 'Not yet earned'],
      ['jo***n', expect.stringContaining('2026'), 'Yes', 'Waiting in the reward centre'],
      ['ev***e', expect.stringContaining('2026'), 'Yes', 'Claimed'],
    ]);
  });

  it('pages the friends', async () => {
    const pages: number[] = [];
    server.use(
      on(referralApi.summary, (query) => {
        const page = Number(query.page ?? 1);
        pages.push(page);
        return {
          ...REFERRAL,
          page,
          totalRows: REFERRAL_PAGE_SIZE + 1,
          totalPages: 2,
          friends: page === 1 ? REFERRAL.friends : [REFERRAL.friends[2]!],
        };
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ReferralPage />);
    const nav = await screen.findByRole('navigation', { name: 'Pages of invited friends' });
    await user.click(within(nav).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(pages).toEqual([1, 2]);
  });

  it('says when no friend has registered yet', async () => {
    server.use(on(referralApi.summary, () => NO_FRIENDS));
    renderWithProviders(<ReferralPage />);
    expect(
      await screen.findByRole('heading', { name: 'No friend has registered with your code yet' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Claim in the reward centre' })).not.toBeInTheDocument();
  });

  it('shows a failure in words with a retry', async () => {
    server.use(on(referralApi.summary, () => failWith('TRIAL_ACCOUNT')));
    renderWithProviders(<ReferralPage />);
    expect(await screen.findByText('Please Register An Account First')).toBeInTheDocument();
  });
});
