import {
  type AnnouncementsResponse,
  type Banner,
  type Notice,
  type PermissionInfo,
  PRERENDER_FACTS,
  PRERENDER_SLOTS,
  type PrerenderedPages,
  type PrerenderFact,
  prerenderKey,
} from '@marquee/api-client';
import { gamesLobbyTexts } from '@marquee/games-lobby';
import { createI18n, errorTexts, type I18nInstance, loadFeatureTexts, sharedTexts } from '@marquee/i18n';
import { createSessionApiClient } from '@marquee/session';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { createQueryClient } from '../app/create-query-client';
import { Providers } from '../app/providers';
import { ScreenBoundary } from '../app/screen-boundary';
import type { BrandConfig } from '../brand/brand-config';
import { RootLayout } from '../layout/root-layout';
import { announcementsQueryKey } from '../notice/announcements-query';
import { CategoryScreen } from '../screens/category-screen';
import { HomePage } from '../screens/home-page';
import { pageHost, permissionQueryOptions } from '../system/permission-query';
import { type PrerenderedRoute, prerenderedGroup, prerenderedRoutes } from './prerendered-routes';
import { APP_SCRIPTS_ID, PRERENDERED_SHELL_ID } from './prerendered-shell';

const ROOT_ELEMENT = /<div id="root">[\s\S]*?<\/div>\s*(?=<\/body>)/;

/**
 * The banner whose values are the slots the serving platform fills. Its width and height are
 * numbers in the contract; the markup only needs them as the attribute text the slot replaces.
 */
const slotBanner: Banner = {
  bannerId: 0,
  groupName: 'w_home',
  title: PRERENDER_SLOTS.bannerTitle,
  subtitle: PRERENDER_SLOTS.bannerSubtitle,
  url: PRERENDER_SLOTS.bannerSrc,
  linkageType: null,
  linkUrl: null,
  width: PRERENDER_SLOTS.bannerWidth as unknown as number,
  height: PRERENDER_SLOTS.bannerHeight as unknown as number,
};

const slotNotice: Notice = {
  id: 0,
  type: 'PL',
  title: PRERENDER_SLOTS.noticeTitle,
  content: '',
  publishedAt: '',
};

/**
 * The brand's answer as far as a first screen shows it: its merchant and currency, the
 * register button when `registration`, and home's default sections (their places reserved).
 */
function firstScreenPermission(brand: BrandConfig, registration: boolean): PermissionInfo {
  return {
    merchantCode: brand.merchant,
    currency: brand.currencyFallback,
    whitelabel: registration ? [{ modId: 'DIRECTREG3', enabled: 1 }] : [],
    register: [],
    resources: [],
    customerService: [],
    analytics: { gtagId: null },
    imageCDNs: [],
    launchGameCDNs: [],
    location: { ip: '' },
    maintenance: null,
    regionRestriction: false,
  };
}

/** Every combination of the facts, each as the set that holds. */
function factCombinations(): Set<PrerenderFact>[] {
  return PRERENDER_FACTS.reduce<Set<PrerenderFact>[]>(
    (combinations, fact) => combinations.flatMap((held) => [held, new Set([...held, fact])]),
    [new Set()],
  );
}

/**
 * A page's layout for a visitor, the first frame the app shows there, as markup: home, or a lobby
 * as it shows while its games load (their places kept).
 */
function renderShell(
  route: PrerenderedRoute,
  brand: BrandConfig,
  i18n: I18nInstance,
  facts: ReadonlySet<PrerenderFact>,
): string {
  const group = prerenderedGroup(route);
  const queryClient = createQueryClient();
  const announcements: AnnouncementsResponse = {
    player: facts.has('notices') ? [slotNotice] : [],
    // a second slide brings the carousel's controls; it shows the first banner until the app replaces it
    banners: (facts.has('slides') ? [slotBanner, { ...slotBanner, bannerId: 1 }] : [slotBanner]).map(
      (banner) => ({ ...banner, groupName: group }),
    ),
    popup: [],
    promotion: [],
    help: [],
  };
  queryClient.setQueryData(announcementsQueryKey(brand.defaultLanguage, false), announcements);
  // Nothing is called while rendering to a string: the client only completes the providers.
  const apiClient = createSessionApiClient({
    baseUrl: brand.apiBaseUrl,
    payloadKey: brand.payloadKey,
    getLanguage: () => brand.defaultLanguage,
  });
  queryClient.setQueryData(
    permissionQueryOptions(apiClient, pageHost()).queryKey,
    firstScreenPermission(brand, facts.has('registration')),
  );
  const [location = '/'] = route.paths;
  const markup = renderToString(
    <Providers brand={brand} i18n={i18n} queryClient={queryClient} apiClient={apiClient}>
      <StaticRouter location={location}>
        <Routes>
          <Route element={<RootLayout />}>
            <Route
              path={location}
              element={
                <ScreenBoundary>
                  {route.screen === 'home' ? <HomePage /> : <CategoryScreen category={route.screen} />}
                </ScreenBoundary>
              }
            />
          </Route>
        </Routes>
      </StaticRouter>
    </Providers>,
  );
  // the queries' garbage-collection timers (minutes long) would keep the build's process alive
  queryClient.clear();
  if (!markup.includes('app-header'))
    throw new Error(
      `prerender: ${location} rendered no header in ${brand.defaultLanguage} (are its texts bundled?)`,
    );
  return markup;
}

const STYLE_ATTRIBUTE = / style="([^"]*)"/g;

const ENTITIES: Record<string, string> = {
  '&quot;': '"',
  '&#x27;': "'",
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * The page's content security policy allows no inline style, and the markup's style attributes
 * (the header's colour, the carousel's and the ticker's custom properties) would be dropped: each
 * becomes a data attribute matched by a rule of a stylesheet of its own. (The app sets the same
 * styles through the DOM, which the policy allows.)
 */
class ShellStyles {
  private readonly rules = new Map<string, number>();

  /** The markup without style attributes, each replaced by the attribute its rule matches. */
  extract(markup: string): string {
    return markup.replace(STYLE_ATTRIBUTE, (_attribute, declarations: string) => {
      const css = declarations.replace(/&(?:quot|#x27|amp|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
      let index = this.rules.get(css);
      if (index === undefined) {
        index = this.rules.size;
        this.rules.set(css, index);
      }
      return ` data-prerendered-style="${index}"`;
    });
  }

  stylesheet(): string {
    return [...this.rules]
      .map(([css, index]) => `#${PRERENDERED_SHELL_ID} [data-prerendered-style="${index}"]{${css}}`)
      .join('\n');
  }
}

/** The app's module scripts and preloads in index.html's head. */
const APP_SCRIPT = /\s*<(?:script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;

/**
 * index.html with the shell before the app's (empty) root: the app renders beside it and then
 * removes it. The app's scripts are held in a template (`APP_SCRIPTS_ID`) that public/boot.js starts
 * once the first screen is painted, at low priority. In the head they were fetched at once at the
 * browser's default (high) priority: on a phone's slow link the ~130 KB shared the bandwidth with
 * the banner, and arriving before the first paint they delayed it by their start-up work (and
 * Lighthouse counted them into the first and the largest paint). index.html itself (the boot
 * screen, which only the app replaces) starts them at once.
 */
function pageDocument(indexHtml: string, shell: string, i18n: I18nInstance, stylesheetHref: string): string {
  if (!ROOT_ELEMENT.test(indexHtml))
    throw new Error('prerender: index.html has no root element before </body>');
  const tags = [...indexHtml.matchAll(APP_SCRIPT)].map(([tag]) => tag.trim());
  const entry = tags.filter((tag) => tag.startsWith('<script'));
  if (entry.length === 0) throw new Error('prerender: index.html starts no module script');
  // Each chunk the entry imports (the preloaded ones) is a module script of its own, run before
  // the entry (boot.js keeps their order): each is evaluated in a task of its own, where the whole
  // module graph was one task of over 100 ms on a 4x slower phone. The entry then finds them run.
  const scripts = [
    ...tags.flatMap((tag) => {
      const href = /^<link rel="modulepreload"[^>]*\shref="([^"]+)"/.exec(tag)?.[1];
      return href ? [`<script type="module" crossorigin src="${href}"></script>`] : [];
    }),
    ...entry,
  ].map((tag) => tag.replace(/^<script/, '<script fetchpriority="low"'));
  return indexHtml
    .replace(APP_SCRIPT, '')
    .replace(/<html lang="[^"]*"/, `<html lang="${i18n.language}" dir="${i18n.dir()}"`)
    .replace('</head>', `  <link rel="stylesheet" href="${stylesheetHref}">\n  </head>`)
    .replace(
      ROOT_ELEMENT,
      `<div id="${PRERENDERED_SHELL_ID}">${shell}</div><div id="root"></div>\n    <template id="${APP_SCRIPTS_ID}">${scripts.join('')}</template>\n  `,
    );
}

/**
 * The prerendered documents of every page of `prerenderedRoutes` for the serving platform, from the
 * built index.html, and the stylesheet they link (`stylesheetHref` names it: its name carries the
 * hash of its content). A lobby shows the games lobby's texts, loaded here as the app loads them
 * with its screen.
 */
export async function prerenderPages(
  indexHtml: string,
  brand: BrandConfig,
  stylesheetHref: (css: string) => string,
): Promise<{ prerendered: PrerenderedPages; stylesheet: string }> {
  const i18n = createI18n({
    defaultLanguage: brand.defaultLanguage,
    supportedLanguages: brand.supportedLanguages,
    storage: null,
  });
  await loadFeatureTexts(i18n, [gamesLobbyTexts, sharedTexts, errorTexts]);
  const styles = new ShellStyles();
  const shells = prerenderedRoutes.map((route) =>
    factCombinations().map((facts) => [
      prerenderKey(facts),
      styles.extract(renderShell(route, brand, i18n, facts)),
    ]),
  );
  const stylesheet = styles.stylesheet();
  const href = stylesheetHref(stylesheet);
  return {
    prerendered: {
      language: brand.defaultLanguage,
      pages: prerenderedRoutes.map((route, index) => ({
        paths: route.paths,
        group: prerenderedGroup(route),
        documents: Object.fromEntries(
          (shells[index] ?? []).map(([key, shell]) => [
            key,
            pageDocument(indexHtml, shell ?? '', i18n, href),
          ]),
        ),
      })),
    },
    stylesheet,
  };
}
