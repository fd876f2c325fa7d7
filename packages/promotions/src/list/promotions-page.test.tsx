import { playSafeApi, promotionsApi } from '@marquee/api-client';
import { playExclusionFixture } from '@marquee/api-client/testing';
import { useLanguageStore } from '@marquee/i18n';
import { useSessionStore } from '@marquee/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member, promotionList, promotionSummary } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { PromotionsPage } from './promotions-page';

const server = setupMswServer();

/** The shell's language menu, as far as the list cares: a switch to Thai. */
function ThaiButton() {
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  return (
    <button type="button" onClick={() => setLanguage('TH')}>
      ไทย
    </button>
  );
}

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

  it('shows each card’s image in the page’s language, and the new language’s when it changes', async () => {
    server.use(
      on(promotionsApi.list, ({ language }) => ({
        types: ['SLOTS' as const],
        promotions: [promotionSummary({ image: `/media/promotions/1-${language}.svg` })],
      })),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ThaiButton />
        <PromotionsPage detailHref={(id) => `/promoDetail?id=${id}`} />
      </>,
    );
    const card = await screen.findByRole('link', { name: /Slots weekly challenge/ });
    // the image is decorative: the title beside it says what its headline says
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/promotions/1-EN.svg');
    expect(card.querySelector('img')).toHaveAttribute('alt', '');
    await user.click(screen.getByRole('button', { name: 'ไทย' }));
    await waitFor(() =>
      expect(
        screen.getByRole('link', { name: /Slots weekly challenge/ }).querySelector('img'),
      ).toHaveAttribute('src', '/media/promotions/1-TH.svg'),
    );
  });

  it('lists no offers to a member whose ended self-exclusion keeps the account closed', async () => {
    useSessionStore.getState().startSession('member-token', member);
    server.use(
      on(promotionsApi.list, () => promotionList()),
      on(playSafeApi.exclusion, () => ({
        exclusion: playExclusionFixture({
          kind: 'SELF_EXCLUSION',
          duration: '6M',
          startedAt: '2020-01-01T00:00:00.000Z',
          endsAt: '2020-07-01T00:00:00.000Z',
          opensAt: null,
          ended: true,
        }),
        reopenWaitHours: 24,
      })),
    );
    renderWithProviders(<PromotionsPage detailHref={(id) => `/promoDetail?id=${id}`} />);
    expect(await screen.findByRole('heading', { name: 'Promotions are paused for you' })).toBeInTheDocument();
    expect(screen.getByText(/ask to reopen it under Play safe/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Slots weekly challenge/ })).not.toBeInTheDocument();
  });

  it('lists the offers to a member whose time-out has ended', async () => {
    useSessionStore.getState().startSession('member-token', member);
    server.use(
      on(promotionsApi.list, () => promotionList()),
      on(playSafeApi.exclusion, () => ({
        exclusion: playExclusionFixture({
          duration: '24H',
          startedAt: '2020-01-01T00:00:00.000Z',
          endsAt: '2020-01-02T00:00:00.000Z',
          opensAt: '2020-01-02T00:00:00.000Z',
          ended: true,
          inForce: false,
        }),
        reopenWaitHours: 24,
      })),
    );
    renderWithProviders(<PromotionsPage detailHref={(id) => `/promoDetail?id=${id}`} />);
    expect(await screen.findByRole('link', { name: /Slots weekly challenge/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Promotions are paused for you' })).not.toBeInTheDocument();
  });

  it('says so when there is no promotion', async () => {
    server.use(on(promotionsApi.list, () => ({ types: [], promotions: [] })));
    renderWithProviders(<PromotionsPage detailHref={(id) => `/promoDetail?id=${id}`} />);
    expect(await screen.findByRole('heading', { name: 'No promotions right now' })).toBeInTheDocument();
  });
});
