import { securityApi } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../test/fixtures';
import { failWith, on, recordRequests } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { BirthdayForm } from './birthday-form';
import { NicknameForm } from './nickname-form';
import { RealNameForm } from './real-name-form';

const server = setupMswServer();

beforeEach(() => {
  useSessionStore.getState().startSession('member-token', member);
});

describe('NicknameForm', () => {
  it('saves a changed nickname', async () => {
    const user = userEvent.setup();
    const sent = recordRequests(securityApi.nickname, () => null);
    renderWithProviders(<NicknameForm nickname="Lucky" />);
    const field = screen.getByLabelText('Nickname');
    await user.clear(field);
    await user.type(field, '  Lucky Star ');
    await user.click(screen.getByRole('button', { name: 'Save nickname' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(sent).toEqual([{ nickname: 'Lucky Star' }]);
  });

  it('refuses a nickname over 20 characters on the field and keeps it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NicknameForm nickname="" />);
    await user.type(screen.getByLabelText('Nickname'), 'x'.repeat(21));
    await user.click(screen.getByRole('button', { name: 'Save nickname' }));
    expect(await screen.findByText('The nickname must be at most 20 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Nickname')).toHaveValue('x'.repeat(21));
  });

  it('refuses a direction override or markup on the field, sending nothing', async () => {
    const user = userEvent.setup();
    const sent = recordRequests(securityApi.nickname, () => null);
    renderWithProviders(<NicknameForm nickname="" />);
    for (const nickname of ['Lucky\u202eowT', '<b>Lucky</b>']) {
      const field = screen.getByLabelText('Nickname');
      await user.clear(field);
      await user.type(field, nickname);
      await user.click(screen.getByRole('button', { name: 'Save nickname' }));
      expect(
        await screen.findByText(
          'The nickname must be 1 to 20 characters, without control or direction characters or < >',
        ),
      ).toBeInTheDocument();
    }
    expect(sent).toEqual([]);
  });
});

describe('RealNameForm', () => {
  it.each([
    ['', 'Please enter your real name'],
    ['J4n', 'Real name format is incorrect'],
  ])('refuses %j on the field and sends nothing', async (typed, text) => {
    const user = userEvent.setup();
    const sent = recordRequests(securityApi.realName, () => null);
    renderWithProviders(<RealNameForm />);
    if (typed) await user.type(screen.getByLabelText('Real name'), typed);
    await user.click(screen.getByRole('button', { name: 'Save real name' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText('Real name')).toHaveValue(typed);
    expect(sent).toEqual([]);
  });

  it("puts the platform's refusal on the field", async () => {
    const user = userEvent.setup();
    server.use(on(securityApi.realName, () => failWith('REAL_NAME_ALREADY_SET')));
    renderWithProviders(<RealNameForm />);
    await user.type(screen.getByLabelText('Real name'), 'Ana Reyes');
    await user.click(screen.getByRole('button', { name: 'Save real name' }));
    expect(
      await screen.findByText('Your real name is already set and cannot be changed'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Real name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Real name')).toHaveValue('Ana Reyes');
  });
});

describe('BirthdayForm', () => {
  it('refuses a minor and sends an adult birthday', async () => {
    const user = userEvent.setup();
    const sent = recordRequests(securityApi.birthday, () => null);
    renderWithProviders(<BirthdayForm />);
    const field = screen.getByLabelText('Date of birth');
    const thisYear = new Date().getFullYear();
    await user.type(field, `${thisYear - 10}-01-01`);
    await user.click(screen.getByRole('button', { name: 'Save date of birth' }));
    expect(
      await screen.findByText('Please enter a valid date of birth (at least 18 years old)'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(field);
    await user.type(field, '1990-02-28');
    await user.click(screen.getByRole('button', { name: 'Save date of birth' }));
    await waitFor(() => expect(sent).toEqual([{ birthday: '1990-02-28' }]));
  });

  it("refuses a birthday younger than the brand's minimum age, kept in the field", async () => {
    const user = userEvent.setup();
    const sent = recordRequests(securityApi.birthday, () => null);
    renderWithProviders(<BirthdayForm />, { config: { minimumAge: 21 } });
    const field = screen.getByLabelText('Date of birth');
    const twenty = `${new Date().getFullYear() - 20}-01-01`;
    await user.type(field, twenty);
    await user.click(screen.getByRole('button', { name: 'Save date of birth' }));
    expect(
      await screen.findByText('Please enter a valid date of birth (at least 21 years old)'),
    ).toBeInTheDocument();
    expect(field).toHaveValue(twenty);
    expect(sent).toEqual([]);
  });
});
