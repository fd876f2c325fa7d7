import { api } from '@marquee/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import {
  announcementsFixture,
  balanceFixture,
  bannerFixture,
  memberFixture,
  noticeFixture,
  noticesFixture,
  permissionFixture,
} from '../../test/fixtures';
import { answer, failNetwork } from '../../test/handlers';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { onPhone } from '../phone/phone-viewport';

async function renderHeader(options: Parameters<typeof renderApp>[0] = {}) {
  const view = renderApp(options);
  const header = await screen.findByRole('banner');
  return { ...view, header };
}

describe('Header', () => {
  it('links the logo home', async () => {
    const { header } = await renderHeader({ path: '/vip' });
    expect(within(header).getByRole('link', { name: 'Marquee home' })).toHaveAttribute('href', '/');
  });

  describe('logged out', () => {
    it('offers log in and register as a pair beside the menu button', async () => {
      const { header } = await renderHeader();
      const pair = within(header).getByRole('link', { name: 'Log in' }).parentElement as HTMLElement;
      expect(await within(pair).findByRole('link', { name: 'Register' })).toBeInTheDocument();
      expect(within(header).getByRole('button', { name: 'Open menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });

    it('shows the clock and the login button', async () => {
      const { header } = await renderHeader();
      expect(within(header).getByText(/Current time/)).toBeInTheDocument();
      expect(header.querySelector('time')).toHaveTextContent(
        /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/,
      );
      expect(within(header).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    });

    it('leaves the clock, the top menu and the ticker out on a phone, where the menu sheet holds them', async () => {
      onPhone();
      server.use(answer(api.notice.announcements, announcementsFixture({ player: noticesFixture(10) })));
      const { header } = await renderHeader();
      // the banner comes with the notices (one answer): once it shows, a ticker would have too
      expect(await screen.findByText('Welcome bonus')).toBeInTheDocument();
      expect(header.querySelector('time')).toBeNull();
      expect(within(header).queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
      expect(within(header).queryByRole('region', { name: 'Latest announcements' })).not.toBeInTheDocument();
      expect(within(header).getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    });

    it('shows the register button when DIRECTREG3 is enabled', async () => {
      const { header } = await renderHeader();
      expect(await within(header).findByRole('link', { name: 'Register' })).toHaveAttribute(
        'href',
        '/register',
      );
    });

    it('hides the register button when DIRECTREG3 is off', async () => {
      server.use(
        answer(
          api.system.whitelabel,
          permissionFixture({ whitelabel: [{ modId: 'DIRECTREG3', enabled: 0 }] }),
        ),
      );
      const { header, queryClient } = await renderHeader();
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(within(header).queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    });
  });

  describe('logged in', () => {
    it('names the balance by the amount it shows, then what a press does', async () => {
      const { header } = await renderHeader({ member: memberFixture() });
      const balance = await within(header).findByRole('button', { name: '₱10,000.00 Refresh balance' });
      expect(balance).toHaveTextContent(/^₱10,000\.00$/);
    });

    it.each(['/lottery', '/vnlottery'])('keeps the balance in view on %s', async (path) => {
      const { header } = await renderHeader({ path, member: memberFixture() });
      expect(
        await within(header).findByRole('button', { name: '₱10,000.00 Refresh balance' }),
      ).toBeInTheDocument();
    });

    it('has the menu button beside the balance', async () => {
      const { header } = await renderHeader({ member: memberFixture() });
      await within(header).findByRole('navigation', { name: 'Account menu' });
      expect(within(header).getByRole('button', { name: 'Open menu' })).toHaveAttribute(
        'aria-haspopup',
        'dialog',
      );
    });

    it('shows the account menu instead of the clock and the login and register buttons', async () => {
      const { header, queryClient } = await renderHeader({ member: memberFixture() });
      const menu = await within(header).findByRole('navigation', { name: 'Account menu' });
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(within(menu).getByText('₱10,000.00')).toBeInTheDocument();
      expect(within(menu).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
      expect(within(header).queryByText(/Current time/)).not.toBeInTheDocument();
      expect(within(header).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
      expect(within(header).queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    });

    it("shows the balance in the brand's currency symbol", async () => {
      server.use(
        answer(api.system.whitelabel, permissionFixture({ currency: { code: 'VND', symbol: '₫' } })),
        answer(api.wallet.balance, balanceFixture({ sumBalance: 123_456, currency: 'VND' })),
      );
      const { header } = await renderHeader({ member: memberFixture() });
      expect(await within(header).findByText('₫1,234.56')).toBeInTheDocument();
    });
  });

  describe('top menu', () => {
    it('shows the TOP 20 entries only when their banner groups exist', async () => {
      server.use(
        answer(
          api.notice.announcements,
          announcementsFixture({
            banners: [bannerFixture(), bannerFixture({ bannerId: 2, groupName: 'w_deposit20' })],
          }),
        ),
      );
      const { header } = await renderHeader();
      const menu = within(header).getByRole('navigation', { name: 'Main menu' });
      expect(await within(menu).findByRole('link', { name: 'Deposit TOP 20' })).toHaveAttribute(
        'href',
        '/deposit-rank',
      );
      expect(within(menu).queryByRole('link', { name: 'Valid bet TOP 20' })).not.toBeInTheDocument();
    });

    it('links Valid bet TOP 20 when a w_bet20 banner exists', async () => {
      server.use(
        answer(
          api.notice.announcements,
          announcementsFixture({ banners: [bannerFixture({ groupName: 'w_bet20' })] }),
        ),
      );
      const { header } = await renderHeader();
      expect(await within(header).findByRole('link', { name: 'Valid bet TOP 20' })).toHaveAttribute(
        'href',
        '/bet-rank',
      );
      expect(within(header).queryByRole('link', { name: 'Deposit TOP 20' })).not.toBeInTheDocument();
    });

    it('has the chat room entry beside customer service', async () => {
      const { header } = await renderHeader();
      expect(within(header).getByRole('link', { name: 'Chat room' })).toHaveAttribute('href', '/chat-room');
    });

    it('has the point mall entry for everyone', async () => {
      const { header } = await renderHeader();
      expect(within(header).getByRole('link', { name: 'Point mall' })).toHaveAttribute('href', '/pointMall');
    });

    it('leads the app entries to their cards on the download page', async () => {
      const { header } = await renderHeader();
      expect(within(header).getByRole('link', { name: 'iOS app' })).toHaveAttribute('href', '/down#ios-app');
      expect(within(header).getByRole('link', { name: 'Android app' })).toHaveAttribute(
        'href',
        '/down#android-app',
      );
    });
  });

  describe('theme switch', () => {
    it('flips the theme, stores it and sets <html data-theme>', async () => {
      const { header, user } = await renderHeader();
      const toggle = within(header).getByRole('button', { name: 'Dark theme' });
      expect(toggle).toHaveAttribute('aria-pressed', 'false');

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
      expect(window.localStorage.getItem('theme')).toBe('dark');
      expect(document.documentElement.dataset.theme).toBe('dark');

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
      expect(window.localStorage.getItem('theme')).toBe('light');
      expect(document.documentElement.dataset.theme).toBe('light');
    });
  });

  describe('language menu', () => {
    /** Opens the header's language menu and chooses `name`. */
    async function choose(header: HTMLElement, user: ReturnType<typeof renderApp>['user'], name: string) {
      await user.click(within(header).getByRole('button', { name: /^EN, Language: English/ }));
      await user.click(within(header).getByRole('menuitemradio', { name }));
    }

    it('offers the six translated languages by their own names', async () => {
      const { header, user } = await renderHeader();
      await user.click(within(header).getByRole('button', { name: /^EN, Language: English/ }));
      expect(
        within(header)
          .getAllByRole('menuitemradio')
          .map((item) => item.textContent),
      ).toEqual(['English', 'Tagalog', 'Tiếng Việt', 'ภาษาไทย', 'Bahasa Indonesia', '简体中文']);
    });

    it('switches to the chosen language and tells the server', async () => {
      const notified: string[] = [];
      server.use(
        answer(api.member.language, ({ body }) => {
          if (body) notified.push(body.language);
          return null;
        }),
      );
      const { header, user } = await renderHeader();
      const language = within(header).getByRole('button', { name: /^EN, Language: English/ });
      await choose(header, user, 'Tiếng Việt');
      await waitFor(() => expect(notified).toEqual(['VI']));
      expect(language).toHaveTextContent('VI');
      expect(document.documentElement.lang).toBe('vi');
    });

    it("writes money as the chosen language does: the member's balance and the lobby's jackpot", async () => {
      const { header, user } = await renderHeader({ path: '/rng', member: memberFixture() });
      const balance = await within(header).findByRole('button', { name: /^₱10,000\.00 / });
      expect(await screen.findByText('₱1,234,567.89')).toBeInTheDocument();
      await choose(header, user, 'Tiếng Việt');
      await waitFor(() => expect(balance).toHaveTextContent(/^10\.000,00\s₱$/));
      expect(await screen.findByText(/^1\.234\.567,89\s₱$/)).toBeInTheDocument();
    });

    it('reloads the announcements in the new language', async () => {
      const requested: Record<string, string>[] = [];
      server.use(
        answer(api.notice.announcements, ({ request }) => {
          requested.push(Object.fromEntries(new URL(request.url).searchParams));
          return announcementsFixture();
        }),
      );
      const { header, user } = await renderHeader();
      await waitFor(() => expect(requested).toHaveLength(1));
      expect(requested[0]).toEqual({ types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B', language: 'EN' });

      await choose(header, user, 'Tagalog');
      await waitFor(() => expect(requested.map((query) => query.language)).toEqual(['EN', 'TY']));
    });

    it('shows the notices and the banner in the language the member switched to', async () => {
      const texts: Record<string, { notice: string; banner: string }> = {
        EN: { notice: 'Scheduled system maintenance', banner: 'Welcome bonus 100%' },
        TY: { notice: 'Nakatakdang maintenance ng sistema', banner: 'Pambungad na bonus 100%' },
      };
      server.use(
        answer(api.notice.announcements, ({ request }) => {
          const language = new URL(request.url).searchParams.get('language') ?? 'EN';
          const text = texts[language] ?? texts.EN!;
          return announcementsFixture({
            player: [noticeFixture(1, { title: text.notice })],
            banners: [bannerFixture({ title: text.banner })],
          });
        }),
      );
      const { header, user } = await renderHeader();
      const ticker = await within(header).findByRole('region', { name: 'Latest announcements' });
      expect(
        await within(ticker).findByRole('button', { name: 'Scheduled system maintenance' }),
      ).toBeInTheDocument();
      expect(await screen.findByText('Welcome bonus 100%')).toBeInTheDocument();

      await choose(header, user, 'Tagalog');
      expect(
        await within(ticker).findByRole('button', { name: 'Nakatakdang maintenance ng sistema' }),
      ).toBeInTheDocument();
      expect(await screen.findByText('Pambungad na bonus 100%')).toBeInTheDocument();
      expect(screen.queryByText('Welcome bonus 100%')).not.toBeInTheDocument();
      expect(within(ticker).queryByRole('button', { name: 'Scheduled system maintenance' })).toBeNull();
    });

    it('keeps working when the server cannot be told', async () => {
      server.use(failNetwork(api.member.language));
      const { header, user } = await renderHeader();
      const language = within(header).getByRole('button', { name: /^EN, Language: English/ });
      await choose(header, user, 'Tagalog');
      await waitFor(() => expect(language).toHaveTextContent('TY'));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  describe('notice marquee', () => {
    it('opens the announcement dialog on the clicked title', async () => {
      server.use(answer(api.notice.announcements, announcementsFixture({ player: noticesFixture(10) })));
      const { header, user } = await renderHeader();
      const ticker = await within(header).findByRole('region', { name: 'Latest announcements' });
      await user.click(within(ticker).getByRole('button', { name: 'Notice 9' }));

      const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
      expect(within(dialog).getByRole('heading', { name: 'Notice 9' })).toBeInTheDocument();
      expect(within(dialog).getByText('Body of notice 9')).toBeInTheDocument();

      // Back lands on the page that holds notice 9 (page 2 of 7 per page).
      await user.click(within(dialog).getByRole('button', { name: 'Back to list' }));
      expect(within(dialog).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      expect(within(dialog).getByRole('button', { name: /Notice 9/ })).toHaveFocus();
    });

    it('opens the full list from the Announcements button', async () => {
      const { header, user } = await renderHeader();
      await user.click(await within(header).findByRole('button', { name: 'Announcements' }));
      const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
      expect(within(dialog).getByRole('list', { name: 'Announcement list' })).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('header nav toggle', () => {
    it('shows and hides the header nav on game pages', async () => {
      const { header, user } = await renderHeader({ path: '/lottery' });
      const toggle = within(header).getByRole('button', { name: 'Hide navigation' });
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(within(header).getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();

      await user.click(toggle);
      expect(within(header).queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
      expect(within(header).getByRole('button', { name: 'Show navigation' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });

    it('is not offered on other pages', async () => {
      const { header } = await renderHeader({ path: '/' });
      expect(within(header).queryByRole('button', { name: 'Hide navigation' })).not.toBeInTheDocument();
    });
  });
});
