import { api } from '@marquee/api-client';
import { failWith } from '@marquee/api-client/testing';
import { useSessionStore } from '@marquee/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { application, member, programme } from '../test/fixtures';
import { on, status } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { JoinPage } from './join-page';

const server = setupMswServer();

function signIn(isAgent = 0) {
  useSessionStore
    .getState()
    .startSession('member-token', { ...member, type: isAgent as 0, isAgent: isAgent as 0 });
}

type Application = ReturnType<typeof application>;

/**
 * A signed-in member on the join page with the application form open. `apply` answers an
 * application, `current` is the member's application the programme call reports (none by default);
 * `sent` records what the form sent.
 */
async function openApplicationForm({
  apply = () => application(),
  current = () => null,
}: {
  apply?: () => Application | ReturnType<typeof failWith>;
  current?: () => Application | null;
} = {}) {
  signIn();
  const sent: unknown[] = [];
  server.use(
    on(api.agent.affiliate, () => ({ programme, application: current() })),
    on(api.agent.apply, (input) => {
      sent.push(input);
      return apply();
    }),
  );
  const user = userEvent.setup();
  renderWithProviders(<JoinPage currencySymbol="₱" />);
  const form = await screen.findByRole('form', { name: 'Apply to become an agent' });
  return { user, form, sent };
}

describe('JoinPage', () => {
  it('shows a visitor what an agent earns and asks them to sign in', async () => {
    server.use(on(api.agent.affiliate, () => ({ programme, application: null })));
    renderWithProviders(<JoinPage currencySymbol="₱" locale="en" />);
    const table = await screen.findByRole('table', { name: 'Monthly commission by level' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Level 1');
    expect(rows[1]).toHaveTextContent('5 or more');
    expect(rows[1]).toHaveTextContent('25%');
    expect(rows[2]).toHaveTextContent('From ₱50,000');
    expect(
      screen.getByText("Plus a daily rebate of 0.5% on your direct players' valid bets."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to apply' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('checks the form by the contract rules and keeps what was typed', async () => {
    const { user, form, sent } = await openApplicationForm();
    await user.type(within(form).getByLabelText('Your name'), 'Lan Nguyen');
    await user.type(within(form).getByLabelText('Players you expect to bring each month'), '0');
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await within(form).findByText('Choose at least one channel')).toBeInTheDocument();
    expect(within(form).getByText('Enter a whole number from 1 to 100000')).toBeInTheDocument();
    expect(within(form).getByLabelText(/How can we contact you/)).toHaveAccessibleDescription(
      'Please tell us how to contact you (at most 100 characters)',
    );
    expect(within(form).getByLabelText('Your name')).toHaveValue('Lan Nguyen');
    expect(sent).toEqual([]);
  });

  it('refuses markup or a direction override in the name, in the player words, and sends nothing', async () => {
    const { user, form, sent } = await openApplicationForm();
    const name = within(form).getByLabelText('Your name');
    for (const typed of ['<b>Lan</b>', 'Lan \u202eNguyen']) {
      await user.clear(name);
      await user.type(name, typed);
      await user.click(within(form).getByRole('button', { name: 'Send application' }));
      await waitFor(() =>
        expect(name).toHaveAccessibleDescription(
          'Your name cannot contain < >, control characters or text-direction characters',
        ),
      );
      expect(name).toHaveValue(typed);
    }
    expect(sent).toEqual([]);
  });

  it('sends the application and shows it pending', async () => {
    let current: Application | null = null;
    const { user, form, sent } = await openApplicationForm({
      current: () => current,
      apply: () => {
        current = application();
        return current;
      },
    });
    await user.type(within(form).getByLabelText('Your name'), ' Lan Nguyen ');
    await user.type(within(form).getByLabelText(/How can we contact you/), 'telegram @lan');
    await user.click(within(form).getByRole('checkbox', { name: 'Messaging groups' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Social media' }));
    await user.type(within(form).getByLabelText('Players you expect to bring each month'), '40');
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(
      await screen.findByRole('heading', { name: 'Your application is being reviewed' }),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        name: 'Lan Nguyen',
        contact: 'telegram @lan',
        channels: ['SOCIAL', 'MESSAGING'],
        expectedPlayers: 40,
      },
    ]);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it("words the platform's refusal and keeps the form", async () => {
    const { user, form } = await openApplicationForm({
      apply: () => failWith('AFFILIATE_PENDING', undefined, 409),
    });
    await user.type(within(form).getByLabelText('Your name'), 'Lan');
    await user.type(within(form).getByLabelText(/How can we contact you/), 'lan@example.test');
    await user.click(within(form).getByRole('checkbox', { name: 'Website or blog' }));
    await user.type(within(form).getByLabelText('Players you expect to bring each month'), '3');
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your affiliate application is already waiting for a decision',
    );
    expect(within(form).getByLabelText('Your name')).toHaveValue('Lan');
  });

  it('offers the form again after a rejection, and none to an agent', async () => {
    signIn();
    server.use(
      on(api.agent.affiliate, () => ({ programme, application: application({ status: 'REJECTED' }) })),
    );
    const { unmount } = renderWithProviders(<JoinPage currencySymbol="₱" />);
    expect(
      await screen.findByRole('heading', { name: 'Your last application was not approved' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Apply to become an agent' })).toBeInTheDocument();
    unmount();
    signIn(1);
    renderWithProviders(<JoinPage currencySymbol="₱" />);
    expect(await screen.findByText(/You are already an agent/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('offers a retry when the programme does not load', async () => {
    server.use(on(api.agent.affiliate, () => status(500)));
    renderWithProviders(<JoinPage currencySymbol="₱" />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
