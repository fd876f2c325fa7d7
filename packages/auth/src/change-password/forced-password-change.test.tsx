import { api, type ChangePasswordRequest } from '@marquee/api-client';
import { useApiClient, useSessionStore } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../test/fixtures';
import { on, status } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { ForcedPasswordChange } from './forced-password-change';
import { useKnownPasswordStore } from './known-password-store';

const server = setupMswServer();

/** A member call the platform refuses (403) while the change is pending. */
function Favourites() {
  const client = useApiClient();
  const favourites = useQuery({
    queryKey: ['favourites'],
    queryFn: () => client.call(api.games.favouriteIds),
  });
  return <p>{favourites.isError ? 'favourites refused' : `favourites: ${favourites.data?.length ?? '…'}`}</p>;
}

/** The platform's side: the session is held back until a change with the right old password. */
function holdUntilChanged(oldPassword: string) {
  const sent: ChangePasswordRequest[] = [];
  let pending = true;
  server.use(
    on(api.member.info, () => ({ ...member, passwordChangePending: pending })),
    on(api.games.favouriteIds, () => (pending ? status(403) : [7, 8])),
    on(api.member.changePassword, (input) => {
      sent.push(input);
      if (input.oldPassword === oldPassword) pending = false;
      return null;
    }),
  );
  return sent;
}

describe('ForcedPasswordChange', () => {
  it('opens again after a reload while the platform holds the session, until the password is changed', async () => {
    const sent = holdUntilChanged('Temp12345');
    // a reload: the token is back from sessionStorage, nothing is cached, nothing was typed
    useSessionStore.getState().startSession('tok-held', member);
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Favourites />
        <ForcedPasswordChange onDone={onDone} />
      </>,
      { route: '/rng' },
    );

    const dialog = await screen.findByRole('dialog', { name: 'Please change your password' });
    expect(await screen.findByText('favourites refused')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Current password'), 'Temp12345');
    await user.type(screen.getByLabelText('New password'), 'Chosen1234');
    await user.type(screen.getByLabelText('Confirm new password'), 'Chosen1234');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      { oldPassword: 'Temp12345', newPassword: 'Chosen1234', confirmNewPassword: 'Chosen1234' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('favourites: 2')).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBe('tok-held');
  });

  it('does not ask again for the password typed at the login that must change it', async () => {
    const sent = holdUntilChanged('Typed1234');
    useSessionStore.getState().startSession('tok-held', member);
    useKnownPasswordStore.getState().remember('Typed1234');
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ForcedPasswordChange onDone={onDone} />);

    await screen.findByRole('dialog', { name: 'Please change your password' });
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'Chosen1234');
    await user.type(screen.getByLabelText('Confirm new password'), 'Chosen1234');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(sent[0]?.oldPassword).toBe('Typed1234');
    expect(useKnownPasswordStore.getState().password).toBeNull();
  });

  it('stays closed for a session the platform does not hold back, and for visitors', async () => {
    server.use(on(api.member.info, () => member));
    const { unmount } = renderWithProviders(<ForcedPasswordChange onDone={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    let infoCalls = 0;
    server.use(
      on(api.member.info, () => {
        infoCalls += 1;
        return member;
      }),
    );
    useSessionStore.getState().startSession('tok-normal', member);
    renderWithProviders(<ForcedPasswordChange onDone={vi.fn()} />);
    await waitFor(() => expect(infoCalls).toBe(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
