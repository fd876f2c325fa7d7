import { api } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agentMember, balance, member, trialMember } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { AccountMenu } from './account-menu';
import { DEFAULT_AVATAR } from './default-avatar';

const server = setupMswServer();

function serve(info = member) {
  let balanceCalls = 0;
  let release: (() => void) | null = null;
  server.use(
    on(api.member.info, () => info),
    on(api.wallet.balance, async () => {
      balanceCalls++;
      if (balanceCalls > 1) await new Promise<void>((resolve) => (release = resolve));
      return { ...balance, sumBalance: balance.sumBalance + balanceCalls - 1 };
    }),
    on(api.session.logout, () => null),
    on(api.member.avatar, () => ({ avatarUrl: null })),
    on(api.member.icon, () => ({ iconUrl: null })),
    on(api.member.unreadMessages, () => ({ count: 0 })),
  );
  return { calls: () => balanceCalls, release: () => release?.() };
}

const links = {
  memberCentre: vi.fn(),
  agentCentre: '/agent',
  bettingRecord: vi.fn(),
  accountRecord: vi.fn(),
  deposit: vi.fn(),
  withdraw: vi.fn(),
};

describe('AccountMenu', () => {
  it('shows the unread messages on the member-centre entry, none when all are read', async () => {
    useSessionStore.getState().startSession('tok-1', member);
    serve();
    server.use(on(api.member.unreadMessages, () => ({ count: 7 })));
    const { unmount } = renderWithProviders(<AccountMenu {...links} />, { route: '/' });
    expect(
      await screen.findByRole('button', { name: 'Member centre 7 unread messages' }),
    ).toBeInTheDocument();
    unmount();
    server.use(on(api.member.unreadMessages, () => ({ count: 0 })));
    renderWithProviders(<AccountMenu {...links} />, { route: '/' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Member centre' })).toBeInTheDocument());
  });

  it('takes the shell placement class on its navigation landmark', async () => {
    useSessionStore.getState().startSession('tok-1', member);
    serve();
    renderWithProviders(<AccountMenu className="app-header__account" {...links} />, { route: '/' });
    expect(await screen.findByRole('navigation', { name: 'Account menu' })).toHaveClass(
      'mq-auth-account',
      'app-header__account',
    );
  });

  it('renders nothing for a visitor', () => {
    renderWithProviders(<AccountMenu {...links} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the balance with the currency symbol, the VIP level and the member entries', async () => {
    useSessionStore.getState().startSession('tok-1', member);
    serve();
    renderWithProviders(<AccountMenu currencySymbol="¥" locale="en-US" {...links} />, { route: '/' });
    expect(await screen.findByText('¥12,345.67')).toBeInTheDocument();
    expect(await screen.findByText(/VIP 3/)).toHaveTextContent('VIP 3 · Gold');
    expect(screen.getByRole('button', { name: 'Member centre' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Agent centre' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(links.deposit).toHaveBeenCalled();
  });

  it('names the VIP level once when the label repeats it', async () => {
    const vipMember = { ...member, clubLabel: { labelName: 'VIP 5', rankLevel: 5 } };
    useSessionStore.getState().startSession('tok-1', vipMember);
    serve(vipMember);
    renderWithProviders(<AccountMenu currencySymbol="¥" locale="en-US" />, { route: '/' });
    expect(await screen.findByText(/VIP 5/)).toHaveTextContent(/^VIP 5$/);
  });

  it('names the VIP level once in every language, whatever the label calls it', async () => {
    const vipMember = { ...member, clubLabel: { labelName: 'VIP 5', rankLevel: 5 } };
    useSessionStore.getState().startSession('tok-1', vipMember);
    serve(vipMember);
    renderWithProviders(<AccountMenu currencySymbol="¥" locale="en-US" />, { route: '/', language: 'TY' });
    expect(await screen.findByText(/VIP 5/)).toHaveTextContent(/^Antas VIP 5$/);
  });

  it('masks the balance with the eye toggle and remembers it for the session', async () => {
    useSessionStore.getState().startSession('tok-1', member);
    serve();
    const user = userEvent.setup();
    renderWithProviders(<AccountMenu currencySymbol="¥" locale="en-US" />, { route: '/' });
    await screen.findByText('¥12,345.67');
    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.queryByText('¥12,345.67')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Balance hidden Refresh balance' })).toHaveTextContent('****');
    expect(screen.getByText('****')).toBeInTheDocument();
    expect(screen.getByText('Balance hidden')).toBeInTheDocument();
    expect(sessionStorage.getItem('balanceMasked')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(screen.getByText('¥12,345.67')).toBeInTheDocument();
  });

  it('refreshes the balance on click, with a spinner while it loads', async () => {
    useSessionStore.getState().startSession('tok-1', member);
    const backend = serve();
    const user = userEvent.setup();
    renderWithProviders(<AccountMenu currencySymbol="¥" locale="en-US" />, { route: '/' });
    await screen.findByText('¥12,345.67');
    // Its name starts with the amount it shows, so a player who says what they see can press it.
    await user.click(screen.getByRole('button', { name: '¥12,345.67 Refresh balance' }));
    expect(await screen.findByText('Refreshing balance')).toBeInTheDocument();
    backend.release();
    expect(await screen.findByText('¥12,345.68')).toBeInTheDocument();
    expect(backend.calls()).toBe(2);
    await waitFor(() => expect(screen.queryByText('Refreshing balance')).not.toBeInTheDocument());
  });

  it('shows the agent centre for agents and hides the member centre for trial accounts', async () => {
    useSessionStore.getState().startSession('tok-1', agentMember);
    serve(agentMember);
    const { unmount } = renderWithProviders(<AccountMenu {...links} />, { route: '/' });
    expect(screen.getByRole('link', { name: 'Agent centre' })).toHaveAttribute('href', '/agent');
    unmount();

    useSessionStore.getState().startSession('tok-2', trialMember);
    serve(trialMember);
    renderWithProviders(<AccountMenu {...links} />, { route: '/' });
    expect(screen.queryByRole('button', { name: 'Member centre' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Agent centre' })).not.toBeInTheDocument();
  });

  it('asks before signing out, then clears the session and goes home', async () => {
    useSessionStore.getState().startSession('tok-1', member);
    serve();
    const onLoggedOut = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<AccountMenu onLoggedOut={onLoggedOut} />, { route: '/vip' });
    await user.click(screen.getByRole('button', { name: 'Log out' }));

    const dialog = screen.getByRole('dialog', { name: 'Prompt' });
    expect(dialog).toHaveTextContent('Are you sure you want to log out?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sessionStorage.getItem('token')).toBe('tok-1');

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/));
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('account')).toBeNull();
    expect(onLoggedOut).toHaveBeenCalled();
  });

  describe('avatar', () => {
    beforeEach(() => useSessionStore.getState().startSession('member-token', member));

    it('shows the avatar the member chose, without asking for the drawn initials', async () => {
      serve();
      let initialsAsked = false;
      server.use(
        on(api.member.icon, () => ({ iconUrl: '/avatars/owl.svg' })),
        on(api.member.avatar, () => {
          initialsAsked = true;
          return { avatarUrl: '/media/avatars/DP-120.svg' };
        }),
      );
      const { container } = renderWithProviders(<AccountMenu {...links} />);
      await waitFor(() =>
        expect(container.querySelector('.mq-auth-account__avatar')).toHaveAttribute(
          'src',
          '/avatars/owl.svg',
        ),
      );
      expect(initialsAsked).toBe(false);
    });

    it("shows the member's drawn initials when they chose no avatar", async () => {
      serve();
      server.use(on(api.member.avatar, () => ({ avatarUrl: '/media/avatars/DP-120.svg' })));
      const { container } = renderWithProviders(<AccountMenu {...links} />);
      await waitFor(() =>
        expect(container.querySelector('.mq-auth-account__avatar')).toHaveAttribute(
          'src',
          '/media/avatars/DP-120.svg',
        ),
      );
    });

    it('falls back to the default avatar when the image fails to load', async () => {
      serve();
      server.use(on(api.member.avatar, () => ({ avatarUrl: '/media/avatars/broken.svg' })));
      const { container } = renderWithProviders(<AccountMenu {...links} />);
      const image = () => container.querySelector<HTMLImageElement>('.mq-auth-account__avatar');
      await waitFor(() => expect(image()?.getAttribute('src')).toContain('/media/avatars/broken.svg'));
      // the image is retried as any image is, then replaced by the default
      for (let attempt = 0; attempt < 3; attempt++) fireEvent.error(image()!);
      expect(image()).toHaveAttribute('src', DEFAULT_AVATAR);
    });

    it('shows the default avatar to a member without one', async () => {
      serve();
      const { container } = renderWithProviders(<AccountMenu {...links} />);
      await waitFor(() =>
        expect(container.querySelector('.mq-auth-account__avatar')).toHaveAttribute('src', DEFAULT_AVATAR),
      );
    });
  });
});
