import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { BRAND_IDENTITY } from '../brand/brand-identity';
import { createTestProviders } from '../test/render-app';
import { BootScreen } from './boot-screen';
import { bootScreenHtml } from './boot-screen-html';

const LOGO_SVG = readFileSync(path.join(import.meta.dirname, '../../public', BRAND_IDENTITY.logoSrc), 'utf8');

function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild as HTMLElement;
}

function renderBootScreen(): HTMLElement {
  const { wrapper } = createTestProviders();
  const { container } = render(<BootScreen />, { wrapper });
  return container.firstElementChild as HTMLElement;
}

describe('boot screen', () => {
  it('shows the logo and a translated loading status', () => {
    renderBootScreen();
    expect(screen.getByRole('img', { name: BRAND_IDENTITY.brandName })).toHaveAttribute(
      'src',
      BRAND_IDENTITY.logoSrc,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('looks the same as the static markup index.html starts with, which React replaces', () => {
    const app = renderBootScreen();
    const appLogo = app.querySelector('.app-boot__logo') as Element;
    for (const page of [
      parse(bootScreenHtml(BRAND_IDENTITY, LOGO_SVG)),
      parse(bootScreenHtml(BRAND_IDENTITY)),
    ]) {
      expect(page.className).toBe(app.className);
      const pageLogo = page.querySelector('.app-boot__logo') as Element;
      expect(pageLogo).toHaveAccessibleName(BRAND_IDENTITY.brandName);
      for (const size of ['width', 'height'])
        expect(pageLogo.getAttribute(size)).toBe(appLogo.getAttribute(size));
      expect(page.querySelector('.mq-spinner')?.className).toBe(app.querySelector('.mq-spinner')?.className);
    }
  });

  it('writes an SVG logo inline, named for the brand, and otherwise loads it as an image', () => {
    const inline = parse(bootScreenHtml(BRAND_IDENTITY, LOGO_SVG)).querySelector('.app-boot__logo');
    expect(inline?.tagName.toLowerCase()).toBe('svg');
    expect(inline).toHaveAttribute('role', 'img');
    expect(inline?.getAttributeNames().filter((name) => name === 'aria-label')).toHaveLength(1);
    const image = parse(bootScreenHtml(BRAND_IDENTITY)).querySelector('.app-boot__logo');
    expect(image).toHaveAttribute('src', BRAND_IDENTITY.logoSrc);
  });

  it('escapes the brand in the static markup', () => {
    const brand = { brandName: 'A "B" <C>', logoSrc: '/logo.svg?a=1&b=2' };
    const image = parse(bootScreenHtml(brand)).querySelector('img');
    expect(image).toHaveAttribute('alt', 'A "B" <C>');
    expect(image).toHaveAttribute('src', '/logo.svg?a=1&b=2');
    const inline = parse(bootScreenHtml(brand, LOGO_SVG)).querySelector('svg');
    expect(inline).toHaveAttribute('aria-label', 'A "B" <C>');
  });
});
