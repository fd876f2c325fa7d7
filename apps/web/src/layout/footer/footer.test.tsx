import { api } from '@marquee/api-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import { findFooter, preloadFooter } from '../../test/find-footer';
import { permissionFixture } from '../../test/fixtures';
import { answer } from '../../test/handlers';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { installTestObserver, TestObserver } from '../../test/test-observer';
import { onPhone } from '../phone/phone-viewport';

installTestObserver();
preloadFooter();
// each test renders the whole app and then the footer's own chunk: more than the default 5 s on a
// busy two-core machine
vi.setConfig({ testTimeout: 15_000 });

async function renderFooter(path = '/') {
  const view = renderApp({ path });
  const footer = await findFooter();
  return { ...view, footer };
}

describe('Footer', () => {
  it('links the seven help labels to their articles of the help centre', async () => {
    const { footer } = await renderFooter();
    const help = within(footer).getByRole('navigation', { name: 'Help' });
    const links = within(help).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About Company', '/help/about'],
      ['Contact Us', '/help/contact'],
      ['General Terms and Conditions', '/help/terms'],
      ['Responsible Gaming', '/help/responsible-gaming'],
      ['Privacy Policy', '/help/privacy'],
      ['Affiliates', '/help/affiliates'],
      ['Refund Policy', '/help/refund'],
    ]);
  });

  it('has the download area, with each app linking to its card on /down', async () => {
    const { footer } = await renderFooter();
    const download = within(footer).getByRole('region', { name: 'Download the app' });
    expect(download).toHaveAttribute('id', 'download');
    expect(within(download).getByRole('link', { name: 'iOS app' })).toHaveAttribute('href', '/down#ios-app');
    expect(within(download).getByRole('link', { name: 'Android app' })).toHaveAttribute(
      'href',
      '/down#android-app',
    );
  });

  it('shows payment and partner logos without external hosts', async () => {
    const { footer } = await renderFooter();
    expect(within(footer).getByRole('region', { name: 'Payment methods' })).toHaveTextContent(
      'Bank transfer',
    );
    expect(within(footer).getByRole('region', { name: 'Partners' })).toBeInTheDocument();
  });

  it('slides the vendors of the lanes, lazily loaded, away from home, once near the viewport', async () => {
    const { footer } = await renderFooter('/down');
    const strip = await waitFor(() => {
      const element = footer.querySelector<HTMLElement>('.app-footer__vendors');
      if (!element || !TestObserver.observes(element)) throw new Error('no strip observed yet');
      return element;
    });
    expect(strip).toHaveClass('app-footer__vendors--pending');
    expect(within(footer).queryByRole('region', { name: 'Game providers' })).not.toBeInTheDocument();
    act(() => TestObserver.bringIntoView(strip));
    const slider = await within(footer).findByRole('region', { name: 'Game providers' });
    expect(strip).not.toHaveClass('app-footer__vendors--pending');
    const logos = within(slider).getAllByRole('img');
    expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual(['PG Soft', 'JILI']);
    expect(logos[0]).toHaveAttribute('loading', 'lazy');
    // nine per view with spacing 30 on a desktop footer
    expect(slider.style.getPropertyValue('--mq-carousel-per-view')).toBe('9');
    expect(slider.style.getPropertyValue('--mq-carousel-gap')).toBe('30px');
  });

  it('leaves the vendors to home’s own vendor strip on home, so they are shown once', async () => {
    const { footer } = await renderFooter();
    await within(footer).findByRole('region', { name: 'Follow us' });
    expect(within(footer).queryByRole('region', { name: 'Game providers' })).not.toBeInTheDocument();
  });

  it('links the social services', async () => {
    const { footer } = await renderFooter();
    const social = await within(footer).findByRole('region', { name: 'Follow us' });
    const telegram = within(social).getByRole('link', { name: 'Telegram' });
    expect(telegram).toHaveAttribute('href', 'https://t.me/marquee');
    expect(telegram).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('carries the 21+ age notice', async () => {
    const { footer } = await renderFooter();
    expect(within(footer).getByText(/21\+ only/)).toBeInTheDocument();
  });
});

describe('RightSideBar', () => {
  it('links each resource in a new tab with its QR code as a tooltip', async () => {
    renderApp();
    const bar = await screen.findByRole('complementary', { name: 'Social and messaging' });
    const telegram = within(bar).getByRole('link', { name: 'Telegram' });
    expect(telegram).toHaveAttribute('target', '_blank');
    expect(telegram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(telegram).toHaveAccessibleDescription('Scan the QR code for Telegram');
    expect(within(bar).getByRole('img', { name: 'Scan the QR code for Telegram' })).toHaveAttribute(
      'src',
      '/media/qr/telegram.png',
    );
    expect(within(bar).getByRole('link', { name: 'Facebook' })).not.toHaveAttribute('aria-describedby');
  });

  it('is absent when the brand has no resources', async () => {
    server.use(answer(api.system.whitelabel, permissionFixture({ resources: [] })));
    renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Marquee' });
    // the footer's place comes with the first paint's follow-up, as the side bar would
    await waitFor(() => expect(document.querySelector('.app-footer-slot')).not.toBeNull());
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('is not rendered on a phone, whose style sheet hides it (the footer carries the same links)', async () => {
    onPhone();
    renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Marquee' });
    await waitFor(() => expect(document.querySelector('.app-footer-slot')).not.toBeNull());
    expect(screen.queryByRole('complementary', { name: 'Social and messaging' })).not.toBeInTheDocument();
  });
});
