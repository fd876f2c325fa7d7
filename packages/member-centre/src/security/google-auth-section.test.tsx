import { securityApi } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { decodeQr } from '@marquee/vitest-preset/qr';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../test/fixtures';
import { failWith, on, recordRequests } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { GoogleAuthSection } from './google-auth-section';

const server = setupMswServer();

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Marquee%20Demo:player01?issuer=Marquee%20Demo&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
};

beforeEach(() => {
  useSessionStore.getState().startSession('member-token', member);
});

describe('GoogleAuthSection', () => {
  it('shows a scannable QR code of the new secret and binds it with a first code', async () => {
    const user = userEvent.setup();
    server.use(on(securityApi.googleAuthSetup, () => SETUP));
    const sent = recordRequests(securityApi.googleAuthBind, () => null);
    renderWithProviders(<GoogleAuthSection bound={false} />);
    await user.click(screen.getByRole('button', { name: 'Set up Google Authenticator' }));
    const qr = await screen.findByRole('img', { name: 'QR code for Google Authenticator' });
    expect(decodeQr(qr)).toBe(SETUP.uri);
    expect(screen.getByText(SETUP.secret)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Bind authenticator' });
    await user.type(within(form).getByLabelText('Authenticator code'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Bind authenticator' }));
    await waitFor(() => expect(sent).toEqual([{ code: '123456' }]));
  });

  it('refuses a code that is not six digits, and shows a wrong code on the field', async () => {
    const user = userEvent.setup();
    server.use(
      on(securityApi.googleAuthSetup, () => SETUP),
      on(securityApi.googleAuthBind, () => failWith('INVALID_CODE')),
    );
    renderWithProviders(<GoogleAuthSection bound={false} />);
    await user.click(screen.getByRole('button', { name: 'Set up Google Authenticator' }));
    const field = await screen.findByLabelText('Authenticator code');
    await user.type(field, '12a');
    await user.click(screen.getByRole('button', { name: 'Bind authenticator' }));
    expect(await screen.findByText('The code is six digits')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Bind authenticator' }));
    expect(await screen.findByText('Invalid or expired verification code')).toBeInTheDocument();
    expect(field).toHaveValue('000000');
  });

  it('unbinds a bound authenticator with a code', async () => {
    const user = userEvent.setup();
    const sent = recordRequests(securityApi.googleAuthUnbind, () => null);
    renderWithProviders(<GoogleAuthSection bound />);
    expect(screen.queryByRole('button', { name: 'Set up Google Authenticator' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Authenticator code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Unbind authenticator' }));
    await waitFor(() => expect(sent).toEqual([{ code: '654321' }]));
  });
});
