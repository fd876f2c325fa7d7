import { api } from '@marquee/api-client';
import { screen, within } from '@testing-library/react';
import { appReleases } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { AppDownload } from './app-download';

const server = setupMswServer();

function phoneScreen(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

describe('AppDownload', () => {
  beforeEach(() => {
    server.use(on(api.system.appDownload, () => ({ releases: appReleases })));
  });

  it('shows each app with its QR code, version, size and installation steps', async () => {
    phoneScreen(false);
    renderWithProviders(<AppDownload />);
    const ios = await screen.findByRole('article', { name: 'iOS app' });
    expect(ios).toHaveAttribute('id', 'ios-app');
    expect(
      within(ios).getByRole('img', { name: 'QR code of the iOS app download link' }),
    ).toBeInTheDocument();
    expect(within(ios).getByText('3.8.2')).toBeInTheDocument();
    expect(within(ios).getByText('46.4 MB')).toBeInTheDocument();
    expect(within(ios).getByText(/trust the Marquee Demo profile/)).toBeInTheDocument();
    const android = screen.getByRole('article', { name: 'Android app' });
    expect(within(android).getByText('34.5 MB')).toBeInTheDocument();
    expect(within(android).getByText(/allow your browser to install unknown apps/)).toBeInTheDocument();
    expect(within(android).getByRole('link', { name: 'Download the Android app' })).toHaveAttribute(
      'href',
      'https://download.example.test/android/app.apk',
    );
  });

  it('draws a QR code whose modules depend on the link', async () => {
    phoneScreen(false);
    renderWithProviders(<AppDownload />);
    const codes = await screen.findAllByRole('img', { name: /QR code/ });
    const paths = codes.map((code) => code.querySelector('path')?.getAttribute('d'));
    expect(paths[0]).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(paths[0]).not.toBe(paths[1]);
  });

  it('on a phone links the buttons straight to the apps, without QR codes', async () => {
    phoneScreen(true);
    renderWithProviders(<AppDownload />);
    const ios = await screen.findByRole('article', { name: 'iOS app' });
    expect(within(ios).getByRole('link', { name: 'Download the iOS app' })).toHaveAttribute(
      'href',
      'https://download.example.test/ios/app.mobileconfig',
    );
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  });

  it('brings the asked-for app into view and focus once it is loaded', async () => {
    phoneScreen(false);
    Element.prototype.scrollIntoView = vi.fn();
    renderWithProviders(<AppDownload focusPlatform="ANDROID" />);
    const android = await screen.findByRole('article', { name: 'Android app' });
    expect(android).toHaveFocus();
    expect(android.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });
});
