import { api, securityApi } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member, security } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { securityHandlers } from '../test/security-handlers';
import { SecurityCenterPage } from './security-center-page';

const server = setupMswServer();

beforeEach(() => {
  useSessionStore.getState().startSession('member-token', member);
  server.use(
    on(api.member.info, () => member),
    ...securityHandlers(),
  );
});

describe('SecurityCenterPage', () => {
  it('shows the profile with the set-once facts and the last sign-in', async () => {
    server.use(on(securityApi.overview, () => security));
    renderWithProviders(<SecurityCenterPage />);
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('player01')).toBeInTheDocument();
    expect(within(profile).getByText('Juan Dela Cruz')).toBeInTheDocument();
    expect(within(profile).getByText('1990-02-28')).toBeInTheDocument();
    expect(within(profile).getByText(/from 203\.0\.113\.7/)).toBeInTheDocument();
    // set once: no form to change them
    expect(screen.queryByRole('form', { name: 'Set your real name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Set your date of birth' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Change payment password' })).toBeInTheDocument();
  });

  it('offers the real name, the birthday and a first payment password to a new member', async () => {
    server.use(
      on(securityApi.overview, () => ({
        ...security,
        realName: null,
        birthday: null,
        hasPaymentPassword: false,
        lastSignIn: null,
      })),
      on(securityApi.bankAccounts, () => []),
    );
    renderWithProviders(<SecurityCenterPage />);
    expect(await screen.findByRole('form', { name: 'Set your real name' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Set your date of birth' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Set payment password' })).toBeInTheDocument();
    // no account before the real name
    expect(await screen.findByText('Please set your real name first')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add account' })).not.toBeInTheDocument();
  });

  it('shows the real name once it is saved, in place of its form', async () => {
    const user = userEvent.setup();
    let realName: string | null = null;
    server.use(
      on(securityApi.overview, () => ({ ...security, realName })),
      on(securityApi.realName, (input) => {
        realName = input.realName;
        return null;
      }),
    );
    renderWithProviders(<SecurityCenterPage />);
    await user.type(await screen.findByLabelText('Real name'), 'Ana Reyes');
    await user.click(screen.getByRole('button', { name: 'Save real name' }));
    expect(
      await within(screen.getByRole('region', { name: 'Profile' })).findByText('Ana Reyes'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Set your real name' })).not.toBeInTheDocument();
  });
});
