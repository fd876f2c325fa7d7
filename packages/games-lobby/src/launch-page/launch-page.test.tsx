import { api, codedFailEnvelope, type VendorLane } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { TEST_BASE_URL } from '@marquee/session/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { POPUP_CLOSED_POLL_MS } from '../launch/use-popup-close-watch';
import { member, vendorCard } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { LaunchPage } from './launch-page';

const server = setupMswServer();

const sportsLanes = (popup: boolean): VendorLane[] => [
  {
    title: 'SPORTS',
    cards: [
      vendorCard('SABA', 'SABA Sports', 'SPORTS', 1, popup ? { launchMode: 'POPUP' } : {}),
      vendorCard('CMD', 'CMD368', 'SPORTS'),
      vendorCard('BTI', 'BTi Sports', 'SPORTS'),
    ],
  },
];

/** A stand-in for the game's window: the player closes it with `closed = true`. */
function fakeWindow() {
  const popup = { opener: window as unknown, location: { href: '' }, closed: false, close: vi.fn() };
  popup.close.mockImplementation(() => {
    popup.closed = true;
  });
  return popup;
}

describe('LaunchPage', () => {
  beforeEach(() => {
    useSessionStore.getState().startSession('member-token', member);
  });

  it('starts an IFRAME vendor in the game view (the game-frame route), opening no window', async () => {
    server.use(
      on(api.games.vendors, () => ({ data: { lanes: sportsLanes(false) } })),
      on(api.games.sportsLaunch, ({ vassalage }) => ({
        url: `/demo-lobby/${vassalage}`,
        mode: 'IFRAME' as const,
      })),
    );
    const open = vi.spyOn(window, 'open');
    renderWithProviders(<LaunchPage category="SPORTS" />, { route: '/sports' });
    await userEvent.click(await screen.findByRole('button', { name: /SABA Sports/ }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
        '/game?url=%2Fdemo-lobby%2FSABA&name=SABA+Sports',
      ),
    );
    expect(open).not.toHaveBeenCalled();
  });

  it('shows each vendor as a branded card: its wordmark, its name and what the page kind offers', async () => {
    server.use(on(api.games.vendors, () => ({ data: { lanes: sportsLanes(false) } })));
    renderWithProviders(<LaunchPage category="SPORTS" />, { route: '/sports' });
    const card = await screen.findByRole('button', { name: 'SABA Sports' });
    expect(card).toHaveAccessibleDescription(/Football, basketball, tennis and more.*Hot/);
    // the wordmark keeps its 2:1 box before it loads, and is decoration beside the name
    const logo = card.closest('.mq-launch-card')?.querySelector('img');
    expect(logo).toHaveAttribute('src', 'https://cdn.test/vendors/SABA.png');
    expect(logo).toHaveAttribute('alt', '');
    expect(logo).toHaveAttribute('width', '240');
    expect(logo).toHaveAttribute('height', '120');
    expect(screen.getByRole('button', { name: 'CMD368' })).toHaveAccessibleDescription(/^Football/);
  });

  it('tells what a cockfight arena offers', async () => {
    server.use(
      on(api.games.vendors, () => ({
        data: { lanes: [{ title: 'SPORTS' as const, cards: [vendorCard('DS88', 'DS88 Sabong', 'SPORTS')] }] },
      })),
    );
    renderWithProviders(<LaunchPage category="COCKFIGHT" />, { route: '/cockfight' });
    expect(await screen.findByRole('button', { name: 'DS88 Sabong' })).toHaveAccessibleDescription(
      /Live cockfighting arenas/,
    );
  });

  describe('a POPUP vendor', () => {
    beforeEach(() => {
      // only the poll is faked: the launch call and the clicks run on real timers
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    });
    afterEach(() => vi.useRealTimers());

    it('gets its window inside the click, then the game, and leaving it calls onLeave', async () => {
      let answer: () => void = () => {};
      const answered = new Promise<void>((resolve) => {
        answer = resolve;
      });
      server.use(
        on(api.games.vendors, () => ({ data: { lanes: sportsLanes(true) } })),
        on(api.games.sportsLaunch, async () => {
          await answered;
          return { url: 'https://sports.test/lobby', mode: 'POPUP' as const };
        }),
      );
      const popup = fakeWindow();
      const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
      const onLeave = vi.fn();
      renderWithProviders(<LaunchPage category="SPORTS" onLeave={onLeave} />, { route: '/sports' });
      await userEvent.click(await screen.findByRole('button', { name: /SABA Sports/ }));
      // opened while the launch call is still unanswered, and cut off from this page
      expect(open).toHaveBeenCalledWith('about:blank', '_blank');
      expect(popup.opener).toBeNull();
      expect(popup.location.href).toBe('');
      answer();
      // this app's game page, framing the vendor's, so the session row and the reality check show there
      await waitFor(() =>
        expect(popup.location.href).toBe(
          '/game?url=https%3A%2F%2Fsports.test%2Flobby&name=SABA+Sports&type=SPORTS&window=1',
        ),
      );
      expect(open).toHaveBeenCalledTimes(1);
      expect(screen.queryByTitle('SABA Sports')).not.toBeInTheDocument();

      expect(onLeave).not.toHaveBeenCalled();
      popup.closed = true;
      act(() => vi.advanceTimersByTime(POPUP_CLOSED_POLL_MS));
      expect(onLeave).toHaveBeenCalledTimes(1);
    });

    it('closes the window it opened when the launch fails', async () => {
      server.use(
        on(api.games.vendors, () => ({ data: { lanes: sportsLanes(true) } })),
        http.get(`${TEST_BASE_URL}${api.games.sportsLaunch.path}`, () => HttpResponse.error()),
      );
      const popup = fakeWindow();
      vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
      const onLeave = vi.fn();
      renderWithProviders(<LaunchPage category="SPORTS" onLeave={onLeave} />, { route: '/sports' });
      await userEvent.click(await screen.findByRole('button', { name: /SABA Sports/ }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Network link abnormal, please retry');
      expect(popup.close).toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(POPUP_CLOSED_POLL_MS * 2));
      expect(onLeave).not.toHaveBeenCalled();
    });
  });

  it('offers the open vendors of the category when the chosen one is under maintenance', async () => {
    const [saba, cmd, bti] = sportsLanes(false)[0]!.cards;
    server.use(
      on(api.games.vendors, () => ({ data: { lanes: sportsLanes(false) } })),
      http.get(`${TEST_BASE_URL}${api.games.sportsLaunch.path}`, ({ request }) => {
        const vassalage = new URL(request.url).searchParams.get('vassalage');
        if (vassalage === 'SABA') {
          return HttpResponse.json(
            codedFailEnvelope('GAME_MAINTENANCE', undefined, {
              vassalage,
              recommended: [],
              vendors: [cmd, bti],
            }),
            { status: 409 },
          );
        }
        return HttpResponse.json({
          success: true,
          message: 'OK',
          value: { url: `/demo-lobby/${vassalage}`, mode: 'IFRAME' },
        });
      }),
    );
    renderWithProviders(<LaunchPage category="SPORTS" />, { route: '/sports' });
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(saba!.name) }));
    const dialog = await screen.findByRole('dialog', { name: 'This game is under maintenance' });
    expect(within(dialog).getByText(/SABA Sports is under maintenance/)).toBeInTheDocument();
    const offered = within(dialog).getByRole('list', { name: 'Recommended' });
    expect(
      within(offered)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([expect.stringContaining('CMD368'), expect.stringContaining('BTi Sports')]);
    // the refusal is the dialog's to tell, not a second error text on the page
    expect(screen.queryByText('This game is under maintenance', { selector: '[role="alert"]' })).toBeNull();
    await userEvent.click(within(offered).getByRole('button', { name: /BTi Sports/ }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
        '/game?url=%2Fdemo-lobby%2FBTI&name=BTi+Sports',
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when a vendor under maintenance has no alternative', async () => {
    server.use(
      on(api.games.vendors, () => ({ data: { lanes: sportsLanes(false) } })),
      http.get(`${TEST_BASE_URL}${api.games.sportsLaunch.path}`, () =>
        HttpResponse.json(
          codedFailEnvelope('GAME_MAINTENANCE', undefined, {
            vassalage: 'SABA',
            recommended: [],
            vendors: [],
          }),
          { status: 409 },
        ),
      ),
    );
    renderWithProviders(<LaunchPage category="SPORTS" />, { route: '/sports' });
    await userEvent.click(await screen.findByRole('button', { name: /SABA Sports/ }));
    const dialog = await screen.findByRole('dialog', { name: 'This game is under maintenance' });
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
    expect(within(dialog).getByText(/Please come back later/)).toBeInTheDocument();
  });
});
