import { PRERENDER_SLOTS } from '@marquee/api-client';
import { within } from '@testing-library/react';
import { createBrandConfig } from '../brand/brand-config';
import { prerenderedGroup, prerenderedRoutes } from './prerendered-routes';
import { APP_SCRIPTS_ID, PRERENDERED_SHELL_ID } from './prerendered-shell';
import { prerenderPages } from './render-pages';

const INDEX =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Marquee</title>\n    <script src="/boot.js"></script>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/vendor.js">\n  </head>\n  <body>\n    <div id="root"><div class="app-boot"></div></div>\n  </body>\n</html>';

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/** The page's body in the test's document (a parsed document has no window to compute names in). */
function mountBody(page: Document): void {
  document.body.replaceChildren(...[...page.body.childNodes].map((node) => document.importNode(node, true)));
}

afterEach(() => document.body.replaceChildren());

const KEYS = [
  '',
  'notices',
  'notices,registration',
  'notices,registration,slides',
  'notices,slides',
  'registration',
  'registration,slides',
  'slides',
];

describe('the prerendered pages', () => {
  it('are home and the lobbies that share the lobby layout, each with the banner group of its route', () => {
    expect(prerenderedRoutes.map((route) => [route.paths[0], route.screen, prerenderedGroup(route)])).toEqual(
      [
        ['/', 'home', 'w_home'],
        ['/rng', 'RNG', 'w_rng'],
        ['/live', 'LIVE', 'w_live'],
        ['/fish', 'FISH', 'w_fish'],
      ],
    );
    // every address of home is served its page
    expect(prerenderedRoutes[0]?.paths).toEqual(['/', '/index', '/index.html', '/home']);
  });
});

describe('home and the lobbies prerendered at build time', async () => {
  const { prerendered, stylesheet } = await prerenderPages(
    INDEX,
    createBrandConfig({}),
    () => '/assets/prerendered-test.css',
  );
  const [home, slots] = prerendered.pages;
  if (!home || !slots) throw new Error('home and the slots lobby are prerendered');

  it('renders the header, the navigation and the banner slot, before an empty root, for every combination of facts', () => {
    expect(prerendered.pages.map((page) => page.group)).toEqual(['w_home', 'w_rng', 'w_live', 'w_fish']);
    for (const page of prerendered.pages) expect(Object.keys(page.documents).sort()).toEqual(KEYS);
    for (const [key, html] of Object.entries(home.documents)) {
      const page = parse(html);
      const shell = page.getElementById(PRERENDERED_SHELL_ID) as HTMLElement;
      expect(shell.nextElementSibling?.outerHTML, key).toBe('<div id="root"></div>');
      expect(page.querySelector('.app-boot'), key).toBeNull();
      expect(page.querySelector('link[href="/assets/prerendered-test.css"]'), key).not.toBeNull();
      // the policy forbids inline styles: none is left in the markup
      expect(shell.querySelector('[style]'), key).toBeNull();
      // the facts shape the screen as the platform's data will: ticker, register button, carousel controls
      expect(shell.innerHTML.includes(PRERENDER_SLOTS.noticeTitle), key).toBe(key.includes('notices'));
      expect(shell.querySelector('a[href="/register"]') !== null, key).toBe(key.includes('registration'));
      expect(shell.querySelectorAll('.app-banner img').length, key).toBe(key.includes('slides') ? 2 : 1);
    }
    mountBody(parse(home.documents['notices,registration,slides'] ?? ''));
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

  it('renders the slots lobby as it shows while its games load: its strip, and the places of the recommended games and the grid', () => {
    for (const [key, html] of Object.entries(slots.documents)) {
      const shell = parse(html).getElementById(PRERENDERED_SHELL_ID) as HTMLElement;
      expect(shell.nextElementSibling?.outerHTML, key).toBe('<div id="root"></div>');
      expect(shell.querySelector('[style]'), key).toBeNull();
      expect(shell.querySelectorAll('.app-banner img').length, key).toBe(key.includes('slides') ? 2 : 1);
    }
    mountBody(parse(slots.documents['notices,registration'] ?? ''));
    const shell = within(document.getElementById(PRERENDERED_SHELL_ID) as HTMLElement);
    expect(shell.getByRole('navigation', { name: 'Games' })).toBeInTheDocument();
    const banner = document.querySelector('.app-banner img');
    expect(banner).toHaveAttribute('src', PRERENDER_SLOTS.bannerSrc);
    expect(banner).toHaveAttribute('fetchpriority', 'high');
    expect(shell.getByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    // the jackpot strip with the phone's winners button (the style sheet shows one or the other)
    expect(shell.getByRole('group', { name: 'Jackpot' })).toBeInTheDocument();
    expect(shell.getByRole('button', { name: 'Recent winners' })).toHaveAttribute('aria-expanded', 'false');
    const recommended = shell.getByRole('region', { name: 'Recommended' });
    expect(recommended).toHaveAttribute('aria-busy', 'true');
    expect(recommended.querySelectorAll('.mq-game-card--placeholder')).toHaveLength(3);
    expect(shell.getByRole('region', { name: 'All games' })).toHaveAttribute('aria-busy', 'true');
    expect(shell.queryByRole('status', { name: 'Loading…' })).toBeNull();
  });

  it("holds the app's scripts for the boot script to start after the first paint, at low priority, the entry's imports first", () => {
    for (const page of prerendered.pages)
      for (const [key, html] of Object.entries(page.documents)) {
        const document = parse(html);
        const isApp = 'script[type="module"], link[rel="modulepreload"]';
        expect(document.head.querySelectorAll(isApp), key).toHaveLength(0);
        const held = document.getElementById(APP_SCRIPTS_ID) as HTMLTemplateElement;
        const scripts = [...held.content.querySelectorAll(isApp)];
        expect(
          scripts.map((element) => [
            element.getAttribute('src') ?? element.getAttribute('href'),
            element.getAttribute('fetchpriority'),
          ]),
          key,
        ).toEqual([
          ['/assets/vendor.js', 'low'],
          ['/assets/index.js', 'low'],
        ]);
        // each a script of its own, so each chunk is evaluated in a task of its own, the entry last
        expect(
          scripts.map((element) => element.tagName),
          key,
        ).toEqual(['SCRIPT', 'SCRIPT']);
        // the synchronous boot script runs before the first paint and starts them: it stays where it is
        expect(
          document.head.querySelector('script[src="/boot.js"]')?.hasAttribute('fetchpriority'),
          key,
        ).toBe(false);
      }
  });

  it("keeps the header's colour in the stylesheet the page links", () => {
    const header = parse(home.documents[''] ?? '').querySelector('.app-header');
    const index = header?.getAttribute('data-prerendered-style');
    expect(stylesheet).toContain(
      `#${PRERENDERED_SHELL_ID} [data-prerendered-style="${index}"]{--app-header-bg:`,
    );
  });
});
