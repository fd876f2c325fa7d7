import { api } from '@marquee/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { findFooter, preloadFooter } from '../test/find-footer';
import { permissionFixture } from '../test/fixtures';
import { answer } from '../test/handlers';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import { installTestObserver } from '../test/test-observer';
import { useConsentStore } from './consent-store';
import { GTAG_SCRIPT_URL } from './load-gtag';

installTestObserver();
preloadFooter();
// the whole app, then the banner's and the footer's chunks: more than 5 s on a busy machine
vi.setConfig({ testTimeout: 15_000 });

const GTAG_ID = 'G-MARQUEE1';
const analyticsWindow = window as unknown as Window & { dataLayer?: IArguments[] } & Record<string, unknown>;

const gtagScripts = () =>
  [...document.querySelectorAll('script')].filter((script) => script.src.startsWith(GTAG_SCRIPT_URL));

function brandWithAnalytics() {
  server.use(answer(api.system.whitelabel, permissionFixture({ analytics: { gtagId: GTAG_ID } })));
}

const findBanner = () => screen.findByRole('region', { name: 'Cookies and analytics' });
const bannerShown = () => screen.queryByRole('region', { name: 'Cookies and analytics' }) !== null;

/** The next visit: a new page, which reads the stored choice again. */
async function nextVisit(unmount: () => void) {
  unmount();
  for (const script of gtagScripts()) script.remove();
  delete analyticsWindow[`ga-disable-${GTAG_ID}`];
  useConsentStore.getState().hydrate();
  brandWithAnalytics();
  renderApp();
  await findFooter();
}

beforeEach(() => {
  window.localStorage.removeItem('mq-analytics-consent');
  useConsentStore.getState().hydrate();
  for (const script of gtagScripts()) script.remove();
  delete analyticsWindow.dataLayer;
  delete analyticsWindow.gtag;
  delete analyticsWindow[`ga-disable-${GTAG_ID}`];
});

describe('analytics consent', () => {
  it('asks nothing and loads nothing for a brand without analytics', async () => {
    renderApp();
    const footer = await findFooter();
    expect(screen.queryByRole('region', { name: 'Cookies and analytics' })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('button', { name: 'Cookie settings' })).not.toBeInTheDocument();
    expect(gtagScripts()).toHaveLength(0);
    expect(analyticsWindow.dataLayer).toBeUndefined();
  });

  it('asks first, without taking the focus, and loads nothing until the visitor accepts', async () => {
    brandWithAnalytics();
    renderApp();
    const banner = await findBanner();
    expect(within(banner).getByRole('heading', { name: 'Cookies and analytics' })).toBeInTheDocument();
    expect(banner).not.toContainElement(document.activeElement as HTMLElement);
    expect(within(banner).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/help/privacy',
    );
    expect(gtagScripts()).toHaveLength(0);
    expect(analyticsWindow.dataLayer).toBeUndefined();
  });

  it('loads the brand tag once after Accept, and remembers the choice', async () => {
    brandWithAnalytics();
    const { user, unmount } = renderApp();
    await user.click(within(await findBanner()).getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'Cookies and analytics' })).not.toBeInTheDocument();
    expect(gtagScripts().map((script) => script.src)).toEqual([`${GTAG_SCRIPT_URL}?id=${GTAG_ID}`]);
    expect((analyticsWindow.dataLayer ?? []).map((entry) => [...entry])).toContainEqual(['config', GTAG_ID]);
    expect(window.localStorage.getItem('mq-analytics-consent')).toBe('granted');

    // the next visit: the tag at once, once, and no question
    await nextVisit(unmount);
    await waitFor(() => expect(gtagScripts()).toHaveLength(1));
    expect(bannerShown()).toBe(false);
  });

  it('loads nothing after Decline, on this visit or the next', async () => {
    brandWithAnalytics();
    const { user, unmount } = renderApp();
    await user.click(within(await findBanner()).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Cookies and analytics' })).not.toBeInTheDocument(),
    );
    expect(window.localStorage.getItem('mq-analytics-consent')).toBe('denied');
    // the next visit: the host has read the refusal (Google's switch set), no question, no tag
    await nextVisit(unmount);
    await waitFor(() => expect(analyticsWindow[`ga-disable-${GTAG_ID}`]).toBe(true));
    expect(bannerShown()).toBe(false);
    expect(gtagScripts()).toHaveLength(0);
  });

  it("changes the choice from the footer's cookie settings, the focus going there and back", async () => {
    window.localStorage.setItem('mq-analytics-consent', 'granted');
    useConsentStore.getState().hydrate();
    brandWithAnalytics();
    const { user } = renderApp();
    const footer = await findFooter();
    await waitFor(() => expect(gtagScripts()).toHaveLength(1));
    const settings = await within(footer).findByRole('button', { name: 'Cookie settings' });
    await user.click(settings);
    const banner = await findBanner();
    await waitFor(() => expect(banner).toHaveFocus());
    await user.click(within(banner).getByRole('button', { name: 'Decline' }));
    expect(window.localStorage.getItem('mq-analytics-consent')).toBe('denied');
    // the loaded tag cannot be unloaded: Google's switch stops it measuring
    expect(analyticsWindow[`ga-disable-${GTAG_ID}`]).toBe(true);
    expect(settings).toHaveFocus();
  });
});
