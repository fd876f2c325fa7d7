import { securityApi } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../test/fixtures';
import { failWith, on, recordRequests } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { ContactBindForm } from './contact-bind-form';

const server = setupMswServer();

beforeEach(() => {
  useSessionStore.getState().startSession('member-token', member);
});

describe('ContactBindForm', () => {
  it('sends a code to the new number, then binds it with the code', async () => {
    const user = userEvent.setup();
    const requests: unknown[] = [];
    server.use(
      on(securityApi.mobileCode, (input) => {
        requests.push(input);
        return { expiredMinutes: 1 };
      }),
      on(securityApi.bindMobile, (input) => {
        requests.push(input);
        return null;
      }),
    );
    renderWithProviders(<ContactBindForm kind="mobile" current={null} />);
    await user.type(screen.getByLabelText('Mobile number'), '9171234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('A code was sent. It expires in 1 min.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Bind mobile' }));
    await waitFor(() =>
      expect(requests).toEqual([
        { countryDialingCode: '63', mobileNum: '9171234567' },
        { countryDialingCode: '63', mobileNum: '9171234567', verificationCode: '123456' },
      ]),
    );
  });

  it('refuses a bad address before sending anything and keeps it', async () => {
    const user = userEvent.setup();
    const sent = recordRequests(securityApi.emailCode, () => ({ expiredMinutes: 10 }));
    renderWithProviders(<ContactBindForm kind="email" current="juan@example.com" />);
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('not-an-email');
    expect(sent).toEqual([]);
  });

  it("puts the platform's refusals on their fields", async () => {
    const user = userEvent.setup();
    server.use(
      on(securityApi.emailCode, () => failWith('EMAIL_TAKEN')),
      on(securityApi.bindEmail, () => failWith('INVALID_CODE')),
    );
    renderWithProviders(<ContactBindForm kind="email" current={null} />);
    await user.type(screen.getByLabelText('Email address'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('This email address is already bound to another account'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Bind email' }));
    expect(await screen.findByText('Invalid or expired verification code')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveValue('000000');
  });

  it('asks a change for the password and the code sent to the number bound now', async () => {
    const user = userEvent.setup();
    const requests: unknown[] = [];
    server.use(
      on(securityApi.currentMobileCode, () => {
        requests.push('current code');
        return { expiredMinutes: 1 };
      }),
      on(securityApi.mobileCode, () => ({ expiredMinutes: 1 })),
      on(securityApi.bindMobile, (input) => {
        requests.push(input);
        return null;
      }),
    );
    renderWithProviders(<ContactBindForm kind="mobile" current="+63 9170000001" />);
    await user.type(screen.getByLabelText('Mobile number'), '9171234567');
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Change mobile' }));
    expect(await screen.findByText('Please enter your login or payment password')).toBeInTheDocument();
    expect(requests).toEqual([]);

    await user.type(screen.getByLabelText('Login or payment password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Send code to +63 9170000001' }));
    expect(await screen.findByText('A code was sent. It expires in 1 min.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code sent to +63 9170000001'), '654321');
    await user.click(screen.getByRole('button', { name: 'Change mobile' }));
    await waitFor(() =>
      expect(requests).toEqual([
        'current code',
        {
          countryDialingCode: '63',
          mobileNum: '9171234567',
          verificationCode: '123456',
          password: 'Secret123',
          currentContactCode: '654321',
        },
      ]),
    );
  });

  it('puts a wrong password and a wrong code of the current contact on their fields', async () => {
    const user = userEvent.setup();
    let refusal: 'WRONG_PASSWORD' | 'INVALID_CURRENT_CODE' = 'WRONG_PASSWORD';
    server.use(on(securityApi.bindEmail, () => failWith(refusal)));
    renderWithProviders(<ContactBindForm kind="email" current="juan@example.com" />);
    await user.type(screen.getByLabelText('Email address'), 'ana@example.com');
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.type(screen.getByLabelText('Login or payment password'), 'not-it');
    await user.type(screen.getByLabelText('Code sent to juan@example.com'), '000000');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
    expect(screen.getByLabelText('Login or payment password')).toHaveAccessibleDescription(
      'Incorrect password',
    );
    refusal = 'INVALID_CURRENT_CODE';
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText('Invalid or expired code from your current contact')).toBeInTheDocument();
  });
});
