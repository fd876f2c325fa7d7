import { rewardsApi } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../test/fixtures';
import { failWith, on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { BonusDetailsPage } from './bonus-details-page';
import { BIRTHDAY_REWARD_ANSWERS, BONUSES } from './reward-story-answers';

const server = setupMswServer();

beforeEach(() => {
  useSessionStore.getState().startSession('member-token', member);
});

const rowOf = (table: HTMLElement, text: string) =>
  within(table).getByText(text).closest('tr') as HTMLElement;

describe('BonusDetailsPage', () => {
  it('shows each bonus with its wagering progress, status and what is left to wager', async () => {
    server.use(on(rewardsApi.bonuses, () => ({ bonuses: BONUSES })));
    renderWithProviders(<BonusDetailsPage />);
    const table = screen.getByRole('table', { name: 'Your bonuses' });
    await within(table).findByText('Daily rebate');
    const rebate = rowOf(table, 'Daily rebate');
    const progress = within(rebate).getByRole('progressbar', { name: /^Wagering of Daily rebate claimed/ });
    expect(progress).toHaveAttribute('value', '1200');
    expect(progress).toHaveAttribute('max', '2000');
    expect(within(rebate).getByText('₱12.00 of ₱20.00')).toBeInTheDocument();
    expect(within(rebate).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf(table, 'Mission reward')).getByText('Completed')).toBeInTheDocument();
    expect(within(rowOf(table, 'Promotion reward')).getByText('Forfeited')).toBeInTheDocument();
    expect(screen.getByText('Wagering left before you can withdraw: ₱8.00')).toBeInTheDocument();
    // only a bonus with wagering left can be forfeited
    expect(screen.getAllByRole('button', { name: /^Forfeit / })).toHaveLength(1);
  });

  it('names a birthday bonus', async () => {
    server.use(on(rewardsApi.bonuses, () => BIRTHDAY_REWARD_ANSWERS['/wps/member/bonuses']));
    renderWithProviders(<BonusDetailsPage />);
    const table = screen.getByRole('table', { name: 'Your bonuses' });
    const birthday = (await within(table).findByText('Birthday bonus')).closest('tr') as HTMLElement;
    expect(
      within(birthday).getByRole('progressbar', { name: /^Wagering of Birthday bonus claimed/ }),
    ).toHaveAttribute('max', '5000');
    expect(within(birthday).getByText('Completed')).toBeInTheDocument();
  });

  it('forfeits a bonus after confirming what it costs', async () => {
    const user = userEvent.setup();
    let bonuses = BONUSES;
    server.use(
      on(rewardsApi.bonuses, () => ({ bonuses })),
      on(rewardsApi.forfeit, ({ id }) => {
        bonuses = bonuses.map((bonus) =>
          bonus.id === id
            ? { ...bonus, status: 'FORFEITED' as const, wageringLeft: 0, forfeitedAmount: 800 }
            : bonus,
        );
        return { id, debited: 800, balance: 99_200 };
      }),
    );
    renderWithProviders(<BonusDetailsPage />);
    await user.click(await screen.findByRole('button', { name: /^Forfeit Daily rebate claimed/ }));
    const dialog = screen.getByRole('dialog', { name: 'Forfeit this bonus?' });
    expect(dialog).toHaveTextContent('Up to ₱8.00');
    await user.click(within(dialog).getByRole('button', { name: 'Forfeit' }));
    expect(await screen.findByText('Bonus forfeited: ₱8.00 deducted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Forfeit / })).not.toBeInTheDocument());
    expect(screen.queryByText(/Wagering left before you can withdraw/)).not.toBeInTheDocument();
  });

  it('says why a forfeit was refused', async () => {
    const user = userEvent.setup();
    server.use(
      on(rewardsApi.bonuses, () => ({ bonuses: BONUSES })),
      on(rewardsApi.forfeit, () => failWith('BONUS_NOT_ACTIVE', undefined, 409)),
    );
    renderWithProviders(<BonusDetailsPage />);
    await user.click(await screen.findByRole('button', { name: /^Forfeit Daily rebate claimed/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Forfeit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This bonus can no longer be forfeited');
  });

  it('shows the empty state without bonuses', async () => {
    server.use(on(rewardsApi.bonuses, () => ({ bonuses: [] })));
    renderWithProviders(<BonusDetailsPage />);
    expect(await screen.findByRole('heading', { name: 'You have no bonuses yet.' })).toBeInTheDocument();
  });
});
