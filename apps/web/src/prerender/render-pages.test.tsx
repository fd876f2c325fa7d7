import { PRERENDER_SLOTS } from '@marquee/api-client';
import { within } from '@testing-library/react';
import { createBrandConfig } from '../brand/brand-config';
import { PRERENDERED_SHELL_ID } from './prerendered-shell';
import { prerenderHome } from './render-home';

const INDEX =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Marquee</title>\n  </head>\n  <body>\n    <div id="root"><div class="app-boot"></div></div>\n  </body>\n</html>';

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/** The page's body in the test's document (a parsed document has no window to compute names in). */
function mountBody(page: Document): void {
  document.body.replaceChildren(...[...page.body.childNodes].map((node) => document.importNode(node, true)));
}

afterEach(() => document.body.replaceChildren());

describe('home prerendered at build time', () => {
  const { home, stylesheet } = prerenderHome(
    INDEX,
    createBrandConfig({}),
    () => '/assets/prerendered-home-test.css',
  );

  it('renders the header, the navigation and the banner slot, before an empty root, for every combination of facts', () => {
    expect(Object.keys(home.pages).sort()).toEqual([
      '',
      'notices',
      'notices,registration',
      'notices,registration,slides',
      'notices,slides',
      'registration',
      'registration,slides',
      'slides',
    ]);
    for (const [key, html] of Object.entries(home.pages)) {
      const page = parse(html);
      const shell = page.getElementById(PRERENDERED_SHELL_ID) as HTMLElement;
      expect(shell.nextElementSibling?.outerHTML, key).toBe('<div id="root"></div>');
      expect(page.querySelector('.app-boot'), key).toBeNull();
      expect(page.querySelector('link[href="/assets/prerendered-home-test.css"]'), key).not.toBeNull();
      // the policy forbids inline styles: none is left in the markup
      expect(shell.querySelector('[style]'), key).toBeNull();
      // the facts shape the screen as the platform's data will: ticker, register button, carousel controls
      expect(shell.innerHTML.includes(PRERENDER_SLOTS.noticeTitle), key).toBe(key.includes('notices'));
      expect(shell.querySelector('a[href="/register"]') !== null, key).toBe(key.includes('registration'));
      expect(shell.querySelectorAll('.app-banner img').length, key).toBe(key.includes('slides') ? 2 : 1);
    }
    mountBody(parse(home.pages['notices,registration,slides'] ?? ''));
    const shell = within(document.getElementById(PRERENDERED_SHELL_ID) as HTMLElement);
    expect(shell.getByRole('link', { name: 'Marquee home' })).toBeInTheDocument();
    expect(shell.getByRole('navigation', { name: 'Games' })).toBeInTheDocument();
    expect(shell.getByRole('link', { name: 'Register' })).toBeInTheDocument();
    expect(shell.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    // the banner's words are text in the page, in the slots the platform fills in the page's language
    const [title] = shell.getAllByText(PRERENDER_SLOTS.bannerTitle);
    const slide = title?.closest('.app-banner__slide') as HTMLElement;
    expect(within(slide).getByText(PRERENDER_SLOTS.bannerSubtitle)).toBeInTheDocument();
    const banner = slide.querySelector('img');
    expect(banner).toHaveAttribute('alt', '');
    expect(banner).toHaveAttribute('src', PRERENDER_SLOTS.bannerSrc);
    expect(banner).toHaveAttribute('width', PRERENDER_SLOTS.bannerWidth);
    expect(banner).toHaveAttribute('height', PRERENDER_SLOTS.bannerHeight);
    expect(banner).toHaveAttribute('fetchpriority', 'high');
  });

  it("keeps the header's colour in the stylesheet the page links", () => {
    const header = parse(home.pages[''] ?? '').querySelector('.app-header');
    const index = header?.getAttribute('data-prerendered-style');
    expect(stylesheet).toContain(
      `#${PRERENDERED_SHELL_ID} [data-prerendered-style="${index}"]{--app-header-bg:`,
    );
  });
});
