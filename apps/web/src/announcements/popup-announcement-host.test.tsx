import { api, playSafeApi, promotionsApi } from '@marquee/api-client';
import { playExclusionFixture } from '@marquee/api-client/testing';
import { useSessionStore } from '@marquee/session';
import { act, screen, within } from '@testing-library/react';
import { announcementsFixture, memberFixture, noticeFixture } from '../test/fixtures';
import { answer } from '../test/handlers';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import { installTestObserver } from '../test/test-observer';

installTestObserver();

const popups = [
  noticeFixture(41, {
    type: 'PU',
    title: 'Weekend maintenance',
    content: '<p>Games pause on Sunday 02:00.</p><img src="x" onerror="window.popupRan = true">',
  }),
  noticeFixture(42, { type: 'PU', title: 'New slots arrived', content: '<p>Ten new slots.</p>' }),
];

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  server.use(
    answer(api.notice.announcements, announcementsFixture({ popup: popups })),
    // the promotions page the tests also visit
    answer(promotionsApi.list, { types: [], promotions: [] }),
  );
});

/** The header's ticker shows the announcements' player notices: the answer has been read. */
async function announcementsShown(): Promise<void> {
  expect(await screen.findAllByText('Notice 1')).not.toHaveLength(0);
}

describe('popup announcements', () => {
  it('shows none to a visitor where the brand keeps them for members', async () => {
    renderApp({ path: '/', brand: { popupAnnouncements: true, popupAnnouncementsForVisitors: false } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Marquee' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Weekend maintenance' })).toBeNull();
  });

  it('shows them to a visitor on home where the brand says so, once per tab, and nowhere else', async () => {
    const visitors = { popupAnnouncements: true, popupAnnouncementsForVisitors: true };
    const { user, unmount } = renderApp({ path: '/', brand: visitors });
    const first = await screen.findByRole('dialog', { name: 'Weekend maintenance' });
    expect(first).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(first).getByRole('button', { name: 'Got it' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'New slots arrived' })).getByRole('button', {
        name: 'Got it',
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    const again = renderApp({ path: '/', brand: visitors });
    expect(await screen.findByRole('heading', { level: 1, name: 'Marquee' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    // home, still mounted, would show them again once the tab's memory is gone
    again.unmount();
    sessionStorage.clear();
    let asked = 0;
    server.use(
      answer(api.notice.announcements, () => {
        asked += 1;
        return announcementsFixture({ popup: popups });
      }),
    );
    renderApp({ path: '/promotions', brand: visitors });
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    // the answer is in and the page shows it (the ticker's notices): the host has read it too
    await announcementsShown();
    expect(asked).toBe(1);
    expect(screen.queryByRole('dialog', { name: 'Weekend maintenance' })).toBeNull();
  });

  it('shows each once after sign-in, sanitised, one after the other, and not again in the same sign-in', async () => {
    const { user, unmount } = renderApp({
      path: '/',
      member: memberFixture(),
      brand: { popupAnnouncements: true },
    });
    const first = await screen.findByRole('dialog', { name: 'Weekend maintenance' });
    expect(first).toHaveAccessibleDescription('Games pause on Sunday 02:00.');
    expect((window as { popupRan?: boolean }).popupRan).toBeUndefined();
    expect(first).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(first).getByRole('button', { name: 'Got it' }));
    const second = await screen.findByRole('dialog', { name: 'New slots arrived' });
    await user.click(within(second).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    // the same sign-in, the page loaded again: nothing shows
    renderApp({
      path: '/',
      token: useSessionStore.getState().token ?? undefined,
      member: memberFixture(),
      brand: { popupAnnouncements: true },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Marquee' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('links a popup to the promotion it announces, closing it as the link is followed', async () => {
    server.use(
      answer(api.notice.announcements, announcementsFixture({ popup: [{ ...popups[1]!, promotionId: 7 }] })),
    );
    const { user } = renderApp({ path: '/', member: memberFixture(), brand: { popupAnnouncements: true } });
    const popup = await screen.findByRole('dialog', { name: 'New slots arrived' });
    const link = within(popup).getByRole('link', { name: 'See the promotion' });
    expect(link).toHaveAttribute('href', '/promoDetail?id=7');
    await user.click(link);
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'New slots arrived' })).toBeNull());
  });

  it('shows none to a member on a time-out, whose page still loads', async () => {
    // the dialog's chunk at hand, so a popup wrongly let through would show at once
    await import('./popup-announcement-dialog');
    let asked = 0;
    server.use(
      answer(api.notice.announcements, () => {
        asked += 1;
        return announcementsFixture({ popup: popups });
      }),
      answer(playSafeApi.exclusion, () => {
        asked += 1;
        return { exclusion: playExclusionFixture(), reopenWaitHours: 24 };
      }),
    );
    // on the promotions page, whose notice of the break shows that the app has read the exclusion
    renderApp({ path: '/promotions', member: memberFixture(), brand: { popupAnnouncements: true } });
    // both answers are in and shown: the popups (the ticker) and the break that keeps them away
    expect(await screen.findByRole('heading', { name: 'Promotions are paused for you' })).toBeInTheDocument();
    await announcementsShown();
    expect(asked).toBe(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows them again at the next sign-in, except those hidden for today', async () => {
    const { user, unmount } = renderApp({
      path: '/',
      token: 'first-sign-in-token',
      member: memberFixture(),
      brand: { popupAnnouncements: true },
    });
    const first = await screen.findByRole('dialog', { name: 'Weekend maintenance' });
    await user.click(within(first).getByRole('checkbox', { name: "Don't show again today" }));
    await user.click(within(first).getByRole('button', { name: 'Got it' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'New slots arrived' })).getByRole('button', {
        name: 'Got it',
      }),
    );
    unmount();
    act(() => useSessionStore.getState().endSession());

    renderApp({
      path: '/',
      token: 'second-sign-in-token',
      member: memberFixture(),
      brand: { popupAnnouncements: true },
    });
    expect(await screen.findByRole('dialog', { name: 'New slots arrived' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Weekend maintenance' })).toBeNull();
  });

  it('shows none where the brand has them off', async () => {
    renderApp({ path: '/', member: memberFixture(), brand: { popupAnnouncements: false } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Marquee' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
