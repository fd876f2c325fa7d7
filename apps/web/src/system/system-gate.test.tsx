import { api } from '@marquee/api-client';
import { gamesLobbyTexts } from '@marquee/games-lobby';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import bootScript from '../../public/boot.js?raw';
import { PRERENDERED_SHELL_ID } from '../prerender/prerendered-shell';
import { statusFixture } from '../test/fixtures';
import { answer, answerOnceReleased, failNetwork } from '../test/handlers';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';

describe('SystemGate', () => {
  it('covers the page while the status loads, then shows the app', async () => {
    renderApp();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Marquee' })).toBeInTheDocument();
  });

  it('keeps a prerendered first screen instead of the loading cover, and removes it as the app shows', async () => {
    const prerendered = document.createElement('div');
    prerendered.id = PRERENDERED_SHELL_ID;
    document.body.append(prerendered);
    renderApp();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(prerendered.isConnected).toBe(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Marquee' })).toBeInTheDocument();
    expect(prerendered.isConnected).toBe(false);
  });

  it("keeps a lobby's prerendered first screen while the lobby's code and texts load, and removes it as the lobby shows", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const real = gamesLobbyTexts.loaders.EN;
    vi.spyOn(gamesLobbyTexts.loaders, 'EN').mockImplementation(() => held.then(real));
    const prerendered = document.createElement('div');
    prerendered.id = PRERENDERED_SHELL_ID;
    document.body.append(prerendered);
    renderApp({ path: '/rng', featureTexts: false });
    // the gate has let the app in: its loading fallback renders, unseen beside the prerendered screen
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(prerendered.isConnected).toBe(true);
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    expect(prerendered.isConnected).toBe(false);
  });

  it('presses, once it has taken over, the button pressed on the prerendered first screen, and keeps focus on it', async () => {
    // the page's early script, which keeps a press on the prerendered screen for the app
    new Function(bootScript)();
    // the app takes over once the status answers: held until the press, so the press lands on the prerendered screen
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(answerOnceReleased(api.system.status, statusFixture(), held));
    const prerendered = document.createElement('div');
    prerendered.id = PRERENDERED_SHELL_ID;
    const shellButton = document.createElement('button');
    shellButton.type = 'button';
    shellButton.textContent = 'Dark theme';
    prerendered.append(shellButton);
    document.body.append(prerendered);
    renderApp();
    shellButton.focus();
    await userEvent.keyboard('{Enter}');
    expect(document.documentElement.dataset.theme).toBe('light');
    release();
    expect(await screen.findByRole('button', { name: 'Dark theme', pressed: true })).toHaveFocus();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(prerendered.isConnected).toBe(false);
  });

  it('shows the maintenance page with its end time instead of the app', async () => {
    server.use(
      answer(
        api.system.status,
        statusFixture({ status: 1, maintenance: { endTime: '2026-12-01T02:30:00Z' } }),
      ),
    );
    // from the core texts alone, as the app starts: the page brings the texts it shows
    renderApp({ path: '/vip', featureTexts: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'System maintenance' })).toBeInTheDocument();
    expect(screen.getByText('Expected to end at Dec 1, 2026, 10:30 AM')).toBeInTheDocument();
    expect(
      screen.getByText('We are upgrading our services to serve you better. Please come back later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact customer service' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('leaves the end time out when there is none', async () => {
    server.use(answer(api.system.status, statusFixture({ status: 1, maintenance: { endTime: null } })));
    renderApp();
    await screen.findByRole('heading', { level: 1, name: 'System maintenance' });
    expect(screen.queryByText(/Expected to end/)).not.toBeInTheDocument();
  });

  it('shows the region-block page with the visitor IP', async () => {
    server.use(answer(api.system.status, statusFixture({ status: 2, ip: '198.51.100.23' })));
    renderApp({ featureTexts: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access restricted' })).toBeInTheDocument();
    expect(screen.getByText('Your IP address: 198.51.100.23')).toBeInTheDocument();
    expect(screen.getByText('Sorry, our service is not available in your region.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact customer service' })).toBeInTheDocument();
  });

  it('lets maintenance win over a region block', async () => {
    server.use(
      answer(
        api.system.status,
        statusFixture({ status: 2, maintenance: { endTime: '2026-12-01T02:30:00Z' } }),
      ),
    );
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'System maintenance' })).toBeInTheDocument();
    expect(screen.queryByText('Access restricted')).not.toBeInTheDocument();
  });

  it("shows the domain-check-failed page when the address is not one of the brand's domains", async () => {
    const asked: string[] = [];
    server.use(
      answer(api.system.domainRoute, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('url') ?? '');
        return { domain: 'marquee-copy.example', valid: false };
      }),
    );
    renderApp({ path: '/' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Domain check failed, please contact customer service',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText("marquee-copy.example is not one of this site's addresses.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact customer service' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(asked).toEqual([window.location.host]);
  });

  it('opens the app when the domain check cannot answer', async () => {
    server.use(failNetwork(api.system.domainRoute));
    renderApp({ path: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Marquee' })).toBeInTheDocument();
    expect(screen.queryByText(/Domain check failed/)).not.toBeInTheDocument();
  });

  it('opens the app even when the brand permissions and announcements fail to load', async () => {
    server.use(failNetwork(api.system.whitelabel), failNetwork(api.notice.announcements));
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Marquee' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Promotions' })).not.toBeInTheDocument();
  });

  it('gates bare pages too', async () => {
    server.use(answer(api.system.status, statusFixture({ status: 1 })));
    renderApp({ path: '/helpmc' });
    expect(await screen.findByRole('heading', { level: 1, name: 'System maintenance' })).toBeInTheDocument();
  });

  it('explains a failed status call and recovers on retry', async () => {
    server.use(failNetwork(api.system.status));
    const { user } = renderApp();
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong while loading.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Network link abnormal, please retry')).toBeInTheDocument();

    server.use(answer(api.system.status, statusFixture()));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Marquee' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument());
  });
});
