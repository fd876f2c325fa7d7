import { api, type SecondFactorChallenge, type SecondFactorSmsRequest } from '@marquee/api-client';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../test/fixtures';
import { failWith, on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { SecondFactorDialog } from './second-factor-dialog';

const server = setupMswServer();
const TOO_MANY = 'Too many requests. Please try again in 5 minutes.';

function renderDialog(challenge: SecondFactorChallenge, onDone = vi.fn()) {
  renderWithProviders(<SecondFactorDialog open challenge={challenge} onDone={onDone} onCancel={vi.fn()} />);
  return onDone;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('SecondFactorDialog', () => {
  it('counts down from the code sent with the challenge, then sends it again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent: SecondFactorSmsRequest[] = [];
    server.use(
      on(api.verification.unregisteredIpSms, (input) => {
        sent.push(input);
        return { expiredMinutes: 2 };
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderDialog({ challengeId: 'ch-1', methods: ['SMS', 'EMAIL'], sms: { expiredMinutes: 1 } });

    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    const send = screen.getByRole('button', { name: 'Send code' });
    expect(send).toBeEnabled();
    await user.click(send);

    expect(await screen.findByRole('button', { name: /Resend in 1[12]\d s/ })).toBeDisabled();
    expect(sent).toEqual([{ challengeId: 'ch-1' }]);
  });

  it('shows why the code could not be sent with the challenge, and lets the player send it', async () => {
    server.use(on(api.verification.unregisteredIpSms, () => ({ expiredMinutes: 1 })));
    const user = userEvent.setup();
    renderDialog({
      challengeId: 'ch-2',
      methods: ['SMS', 'EMAIL'],
      smsFailure: { code: 'TOO_MANY_SMS', message: 'Too many requests, please retry after 5 minutes' },
    });

    expect(screen.getByRole('alert')).toHaveTextContent(TOO_MANY);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a refused send and keeps the button free', async () => {
    server.use(on(api.verification.unregisteredIpSms, () => failWith('TOO_MANY_SMS', undefined, 429)));
    const user = userEvent.setup();
    renderDialog({ challengeId: 'ch-3', methods: ['SMS'] });

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY);
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('offers the send button only for the SMS method, and completes with the typed code', async () => {
    server.use(
      on(api.verification.unregisteredIp, (input) =>
        input.method === 'EMAIL' && input.code === '123456'
          ? { token: 'tok-2fa', firstTimeLogin: false, passwordExpired: false }
          : failWith('INVALID_CODE'),
      ),
      on(api.member.info, () => member),
    );
    const user = userEvent.setup();
    const onDone = renderDialog({
      challengeId: 'ch-4',
      methods: ['SMS', 'EMAIL'],
      sms: { expiredMinutes: 1 },
    });

    await user.click(screen.getByRole('radio', { name: 'Code sent to your bound email' }));
    expect(screen.queryByRole('button', { name: /Send code|Resend in/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Verification code'), ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ token: 'tok-2fa' })));
  });
});
