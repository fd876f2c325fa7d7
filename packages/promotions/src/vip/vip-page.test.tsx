import { vipApi } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, within } from '@testing-library/react';
import { member, vipLevelsFixture, vipRankFixture } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { VipPage } from './vip-page';

const server = setupMswServer();

const signIn = () => useSessionStore.getState().startSession('member-token', member);

describe('VipPage', () => {
  it('shows a visitor every level and sends them to sign in for their own', async () => {
    const asked: string[] = [];
    server.use(
      on(vipApi.levels, () => {
        asked.push('levels');
        return vipLevelsFixture;
      }),
      on(vipApi.rank, () => {
        asked.push('rank');
        return vipRankFixture();
      }),
    );
    renderWithProviders(<VipPage currencySymbol="₱" locale="en" />);
    expect(screen.getByRole('heading', { level: 1, name: 'VIP levels' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Benefits of each level' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['VIP 1', 'VIP 2', 'VIP 3', 'VIP 4', 'VIP 5', 'VIP 6']);
    expect(screen.getByText(/over the last 30 days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to see your level and your progress' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(asked).toEqual(['levels']);
  });

  it('shows a member their level, the way to the next and their row marked', async () => {
    server.use(on(vipApi.rank, () => vipRankFixture()));
    signIn();
    renderWithProviders(<VipPage currencySymbol="₱" locale="en" />);
    expect(await screen.findByText('Your level: VIP 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Progress to VIP 3' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Valid bet' })).toHaveAttribute(
      'aria-valuetext',
      '₱5,000.00 of ₱10,000.00',
    );
    expect(screen.getByRole('progressbar', { name: 'Deposits' })).toHaveAttribute(
      'aria-valuetext',
      '₱1,250.00 of ₱5,000.00',
    );
    expect(screen.getByRole('rowheader', { name: 'VIP 2 (your level)' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Sign in/ })).toBeNull();
  });

  it('tells a member at the highest level there is no next one', async () => {
    server.use(on(vipApi.rank, () => vipRankFixture({ level: 6 })));
    signIn();
    renderWithProviders(<VipPage currencySymbol="₱" locale="en" />);
    expect(
      await screen.findByText('You have reached the highest level. Thank you for playing with us!'),
    ).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
