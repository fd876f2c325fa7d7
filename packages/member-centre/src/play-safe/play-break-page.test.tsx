import { playSafeApi } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../test/fixtures';
import { failWith, on, recordRequests } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { PlayBreakPage } from './play-break-page';
import { IN_TIME_OUT, NO_EXCLUSION } from './play-safe-story-answers';

const server = setupMswServer();

beforeEach(() => {
  useSessionStore.getState().startSession('member-token', member);
});

describe('PlayBreakPage', () => {
  it('asks for the password, says what will happen, starts the break only when confirmed, and signs the player out with its end', async () => {
    server.use(on(playSafeApi.exclusion, () => NO_EXCLUSION));
    const sent = recordRequests(playSafeApi.startExclusion, () => IN_TIME_OUT);
    renderWithProviders(<PlayBreakPage />);
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'How long' }),
      'Self-exclusion: 1 year',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Your password')).toHaveAccessibleDescription('Please enter your password');
    await userEvent.type(screen.getByLabelText('Your password'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Self-exclusion: 1 year' });
    expect(dialog).toHaveAccessibleDescription(/no new account can use your mobile number or email/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start now' }));
    const notices = await screen.findByRole('region', { name: 'Notifications' });
    expect(
      await within(notices).findByText(
        /^Your self-exclusion has started and lasts until .*2099.*signed out on every device.*only to see your balance and records and to withdraw/,
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ kind: 'SELF_EXCLUSION', duration: '1Y', password: 'Secret123' }]);
    // the platform ended every session, this one too
    expect(useSessionStore.getState().token).toBeNull();
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/login'));
  });

  it('going back from the dialog starts nothing', async () => {
    server.use(on(playSafeApi.exclusion, () => NO_EXCLUSION));
    const sent = recordRequests(playSafeApi.startExclusion, () => IN_TIME_OUT);
    renderWithProviders(<PlayBreakPage />);
    await userEvent.type(await screen.findByLabelText('Your password'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('shows a wrong password on its field', async () => {
    server.use(on(playSafeApi.exclusion, () => NO_EXCLUSION));
    server.use(on(playSafeApi.startExclusion, () => failWith('WRONG_PASSWORD')));
    renderWithProviders(<PlayBreakPage />);
    await userEvent.type(await screen.findByLabelText('Your password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Start now' }));
    expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
  });

  it('judges the break by the platform: one it says is over shows the choice again, whatever this clock says', async () => {
    server.use(
      on(playSafeApi.exclusion, () => ({
        ...IN_TIME_OUT,
        exclusion: { ...IN_TIME_OUT.exclusion!, ended: true, inForce: false },
      })),
    );
    renderWithProviders(<PlayBreakPage />);
    expect(await screen.findByRole('combobox', { name: 'How long' })).toBeInTheDocument();
    expect(screen.queryByText(/^You are in a time-out/)).not.toBeInTheDocument();
  });

  it('during a time-out says until when, and what stays open', async () => {
    server.use(on(playSafeApi.exclusion, () => IN_TIME_OUT));
    renderWithProviders(<PlayBreakPage />);
    expect(await screen.findByText(/^You are in a time-out until .*2099/)).toBeInTheDocument();
    expect(
      screen.getByText(/still sign in to see your balance and records and to withdraw/),
    ).toBeInTheDocument();
  });
});
