import { promotionsApi } from '@marquee/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { promotionList } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { PromotionsPage } from './promotions-page';

const server = setupMswServer();

describe('PromotionsPage', () => {
  it('shows every promotion as a card with its period and status, and filters them by tab', async () => {
    server.use(on(promotionsApi.list, () => promotionList()));
    const user = userEvent.setup();
    renderWithProviders(<PromotionsPage detailHref={(id) => `/promoDetail?id=${id}`} />);
    const slots = await screen.findByRole('link', { name: /Slots weekly challenge/ });
    expect(slots).toHaveAttribute('href', '/promoDetail?id=1');
    expect(slots).toHaveTextContent('Join');
    expect(slots).toHaveTextContent('Jan 1, 2026 – Jan 1, 2036');
    expect(screen.getByRole('link', { name: /Daily gift/ })).toHaveTextContent('Claim');
    const coming = screen.getByRole('link', { name: /Sports weekend warm-up/ });
    expect(coming).toHaveTextContent('Coming soon');
    expect(within(coming.closest('li')!).getByText(/^Starts in 2d [01]h \d+m \d+s$/)).toBeInTheDocument();

    const tabs = screen.getByRole('group', { name: 'Promotion types' });
    expect(
      within(tabs)
        .getAllByRole('button')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'New members', 'Daily', 'Slots', 'Sports']);
    await user.click(within(tabs).getByRole('button', { name: 'Daily' }));
    expect(within(tabs).getByRole('button', { name: 'Daily' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('link', { name: /./ }).map((link) => link.textContent)).toEqual([
      expect.stringContaining('Daily gift'),
    ]);
  });

  it('says so when there is no promotion', async () => {
    server.use(on(promotionsApi.list, () => ({ types: [], promotions: [] })));
    renderWithProviders(<PromotionsPage detailHref={(id) => `/promoDetail?id=${id}`} />);
    expect(await screen.findByRole('heading', { name: 'No promotions right now' })).toBeInTheDocument();
  });
});
