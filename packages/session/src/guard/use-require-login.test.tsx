import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '../store/session-store';
import { member, trialMember } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { RequireLogin } from './require-login';
import { TrialWarningHost } from './trial-warning-host';
import { useRequireLogin } from './use-require-login';

function FavouriteButton({ onRun }: { onRun: () => void }) {
  const requireLogin = useRequireLogin();
  return (
    <>
      <button type="button" onClick={() => requireLogin(onRun)}>
        favourite
      </button>
      <TrialWarningHost />
    </>
  );
}

describe('useRequireLogin', () => {
  it('sends a visitor to /login without running the action', async () => {
    const onRun = vi.fn();
    renderWithProviders(<FavouriteButton onRun={onRun} />, { route: '/rng' });
    await userEvent.click(screen.getByRole('button', { name: 'favourite' }));
    expect(onRun).not.toHaveBeenCalled();
    expect(screen.getByLabelText('location')).toHaveTextContent('/login');
  });

  it('warns a trial account that a real account is needed, without running the action', async () => {
    useSessionStore.getState().startSession('tok-trial', trialMember);
    const onRun = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<FavouriteButton onRun={onRun} />, { route: '/rng' });
    await user.click(screen.getByRole('button', { name: 'favourite' }));

    expect(onRun).not.toHaveBeenCalled();
    expect(await screen.findByRole('dialog', { name: 'Prompt' })).toHaveTextContent(
      'Please Register An Account First',
    );
    expect(screen.getByLabelText('location')).toHaveTextContent('/rng');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('runs the action for a member', async () => {
    useSessionStore.getState().startSession('tok-1', member);
    const onRun = vi.fn();
    renderWithProviders(<FavouriteButton onRun={onRun} />, { route: '/rng' });
    await userEvent.click(screen.getByRole('button', { name: 'favourite' }));
    expect(onRun).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

function memberSnapshot() {
  return {
    account: member.account,
    nickname: member.nickname,
    username: member.account,
    customerId: member.id,
    isAgent: 0,
    toUpline: false,
    memberLabel: [],
    merchant: null,
    merchantCode: null,
    platform: null,
  };
}

describe('RequireLogin', () => {
  it('redirects a visitor to /login', () => {
    renderWithProviders(<RequireLogin>secret page</RequireLogin>, { route: '/vip' });
    expect(screen.queryByText('secret page')).not.toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent('/login');
  });

  it('waits while another tab of the site hands this new tab its session, then shows the page', () => {
    useSessionStore.getState().setHandingOver(true);
    renderWithProviders(<RequireLogin>secret page</RequireLogin>, { route: '/vip' });
    expect(screen.getByLabelText('location')).toHaveTextContent('/vip');
    expect(screen.queryByText('secret page')).not.toBeInTheDocument();

    act(() => useSessionStore.getState().adoptSession({ ...memberSnapshot(), token: 'tok-handed' }));
    expect(screen.getByText('secret page')).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent('/vip');

    // a logout in any tab ends it here too: whoever ended it moves on, as for a session of this tab
    act(() => useSessionStore.getState().endSession());
    expect(screen.queryByText('secret page')).not.toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent('/vip');
  });

  it('leaves the way out to whoever ends the session while the page is open', async () => {
    useSessionStore.getState().startSession('tok-1', member);
    renderWithProviders(<RequireLogin>secret page</RequireLogin>, { route: '/vip' });
    expect(screen.getByText('secret page')).toBeInTheDocument();

    act(() => useSessionStore.getState().endSession());
    expect(screen.queryByText('secret page')).not.toBeInTheDocument();
    // No redirect of its own: a logout goes home, an expiry to /login, and this must not race them.
    expect(screen.getByLabelText('location')).toHaveTextContent('/vip');
  });

  it('shows a trial account a page it may read, without the warning, with allowTrial', () => {
    useSessionStore.getState().startSession('tok-trial', trialMember);
    renderWithProviders(
      <>
        <RequireLogin allowTrial>room to read</RequireLogin>
        <TrialWarningHost />
      </>,
      { route: '/chat-room' },
    );
    expect(screen.getByText('room to read')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a member the page and a trial account the warning', async () => {
    useSessionStore.getState().startSession('tok-1', member);
    const { unmount } = renderWithProviders(<RequireLogin>secret page</RequireLogin>, { route: '/vip' });
    expect(screen.getByText('secret page')).toBeInTheDocument();
    unmount();

    useSessionStore.getState().startSession('tok-2', trialMember);
    renderWithProviders(
      <>
        <RequireLogin>secret page</RequireLogin>
        <TrialWarningHost />
      </>,
      { route: '/vip' },
    );
    expect(screen.queryByText('secret page')).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog')).toHaveTextContent('Please Register An Account First');
  });
});
