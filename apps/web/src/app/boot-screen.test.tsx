import { render, screen } from '@testing-library/react';
import { BRAND_IDENTITY } from '../brand/brand-identity';
import { createTestProviders } from '../test/render-app';
import { BootScreen } from './boot-screen';
import { bootScreenHtml } from './boot-screen-html';

function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild as HTMLElement;
}

describe('boot screen', () => {
  it('shows the logo and a translated loading status', () => {
    const { wrapper } = createTestProviders();
    render(<BootScreen />, { wrapper });
    expect(screen.getByRole('img', { name: BRAND_IDENTITY.brandName })).toHaveAttribute(
      'src',
      BRAND_IDENTITY.logoSrc,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('looks the same as the static markup index.html starts with, which React replaces', () => {
    const { wrapper } = createTestProviders();
    const { container } = render(<BootScreen />, { wrapper });
    const app = container.firstElementChild as HTMLElement;
    const page = parse(bootScreenHtml(BRAND_IDENTITY));
    expect(page.className).toBe(app.className);
    const [appLogo, pageLogo] = [app, page].map((root) => root.querySelector('img') as HTMLImageElement);
    for (const name of ['class', 'src', 'alt', 'width', 'height']) {
      expect(pageLogo?.getAttribute(name)).toBe(appLogo?.getAttribute(name));
    }
    expect(page.querySelector('.mq-spinner')?.className).toBe(app.querySelector('.mq-spinner')?.className);
  });

  it('escapes the brand in the static markup', () => {
    const page = parse(bootScreenHtml({ brandName: 'A "B" <C>', logoSrc: '/logo.svg?a=1&b=2' }));
    const logo = page.querySelector('img');
    expect(logo).toHaveAttribute('alt', 'A "B" <C>');
    expect(logo).toHaveAttribute('src', '/logo.svg?a=1&b=2');
  });
});
