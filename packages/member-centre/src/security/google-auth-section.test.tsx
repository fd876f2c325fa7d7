import { securityApi } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import jsQR from 'jsqr';
import { member } from '../test/fixtures';
import { failWith, on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { GoogleAuthSection } from './google-auth-section';

const server = setupMswServer();

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Marquee%20Demo:player01?issuer=Marquee%20Demo&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
};

/** Reads the drawn QR code back the way a camera would: its modules as pixels, through a decoder. */
function decode(svg: SVGElement): string | null {
  const [x, , size] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number) as [number, number, number];
  const scale = 4;
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  for (const match of d.matchAll(/M(\d+) (\d+)/g)) {
    const column = Number(match[1]) - x;
    const row = Number(match[2]) - x;
    for (let dy = 0; dy < scale; dy += 1) {
      for (let dx = 0; dx < scale; dx += 1) {
        const offset = ((row * scale + dy) * width + column * scale + dx) * 4;
        pixels.fill(0, offset, offset + 3);
      }
    }
  }
  return jsQR(pixels, width, width)?.data ?? null;
}

beforeEach(() => {
  useSessionStore.getState().startSession('member-token', member);
});

describe('GoogleAuthSection', () => {
  it('shows a scannable QR code of the new secret and binds it with a first code', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      on(securityApi.googleAuthSetup, () => SETUP),
      on(securityApi.googleAuthBind, (input) => {
        sent.push(input);
        return null;
      }),
    );
    renderWithProviders(<GoogleAuthSection bound={false} />);
    await user.click(screen.getByRole('button', { name: 'Set up Google Authenticator' }));
    const qr = await screen.findByRole('img', { name: 'QR code for Google Authenticator' });
    expect(decode(qr as unknown as SVGElement)).toBe(SETUP.uri);
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
    const sent: unknown[] = [];
    server.use(
      on(securityApi.googleAuthUnbind, (input) => {
        sent.push(input);
        return null;
      }),
    );
    renderWithProviders(<GoogleAuthSection bound />);
    expect(screen.queryByRole('button', { name: 'Set up Google Authenticator' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Authenticator code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Unbind authenticator' }));
    await waitFor(() => expect(sent).toEqual([{ code: '654321' }]));
  });
});
