/** Banner groups, each tied to a route group. */
export const BANNER_GROUPS = [
  'w_home',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_lott',
  'w_down',
  'w_promotion',
  'w_shop',
  'w_help',
  'w_deposit20',
  'w_bet20',
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

/** The routes whose banner carousel shows a group. */
export interface BannerRoute {
  paths: readonly string[];
  group: BannerGroup;
}

/**
 * The web build writes its route-to-banner-group table to this file beside index.html, so the
 * server that serves the app can name a route's first banner (its largest paint) in a preload
 * header without keeping a copy of the route table.
 */
export const BANNER_ROUTES_FILE = 'banner-routes.json';

/**
 * The web build renders the first screen of home and of the game lobbies (header, navigation, the
 * first banner, the page's own places) with the app's own components into this file beside
 * index.html, in the brand's default language, so the largest paint does not wait for the app's
 * code. The banner and the first notice are the serving platform's data: the build leaves the slots
 * of PRERENDER_SLOTS in the markup and the server fills them for each request.
 */
export const PRERENDERED_PAGES_FILE = 'prerendered-pages.json';

/** The slots of a prerendered page the server fills, each standing for one value in the markup. */
export const PRERENDER_SLOTS = {
  bannerSrc: '{{banner.src}}',
  bannerTitle: '{{banner.title}}',
  bannerSubtitle: '{{banner.subtitle}}',
  bannerWidth: '{{banner.width}}',
  bannerHeight: '{{banner.height}}',
  noticeTitle: '{{notice.title}}',
} as const;

/**
 * What of the serving platform's data changes the shape of a prerendered first screen: whether
 * player notices exist (the ticker), whether visitors may register (the header's register button),
 * and whether the page's banner group has more than one banner (the carousel's controls).
 */
export const PRERENDER_FACTS = ['notices', 'registration', 'slides'] as const;
export type PrerenderFact = (typeof PRERENDER_FACTS)[number];

/** The key of the prerendered page for the facts that hold: their names in PRERENDER_FACTS order, comma-joined. */
export function prerenderKey(facts: ReadonlySet<PrerenderFact>): string {
  return PRERENDER_FACTS.filter((fact) => facts.has(fact)).join(',');
}

/** One prerendered page: the routes it is served on and its documents. */
interface PrerenderedPage {
  /** the routes it is served on */
  paths: readonly string[];
  /** the banner group its first banner comes from */
  group: BannerGroup;
  /** the whole document for each combination of facts, under its prerenderKey */
  documents: Record<string, string>;
}

/** The content of PRERENDERED_PAGES_FILE. */
export interface PrerenderedPages {
  /** the language the pages' words are in (the brand's default) */
  language: string;
  pages: readonly PrerenderedPage[];
}

/**
 * The cookie the web app keeps the visitor's language in (a copy of its `lang` choice): the server
 * that serves the app reads it to preload the banner in that language, the one the page will show.
 */
export const LANGUAGE_COOKIE = 'lang';

function routeKey(pathname: string): string {
  return (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();
}

/**
 * Whether an address is one of the route paths, compared as React Router matches them:
 * case-insensitively and ignoring a trailing slash. The app and the server that names a route's
 * banner both decide with this.
 */
export function isRouteOf(pathname: string, routePaths: readonly string[]): boolean {
  const wanted = routeKey(pathname);
  return routePaths.some((routePath) => routeKey(routePath) === wanted);
}

export interface Banner {
  bannerId: number;
  groupName: BannerGroup;
  /** the headline, in the requested language: the app draws it over the image */
  title: string;
  /** the line under the headline, in the requested language (may be empty) */
  subtitle: string;
  /** image URL: artwork without words, so one image serves every language */
  url: string;
  /** when set, the image is clickable: 'URL' opens linkUrl, 'ROUTE' navigates in-app */
  linkageType: 'URL' | 'ROUTE' | null;
  linkUrl: string | null;
  width: number;
  height: number;
}

/** B banners, PL player notices, PU popup, PR promotion, H help-centre headlines. */
export const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

export interface Notice {
  id: number;
  type: Exclude<NoticeType, 'B'>;
  title: string;
  /** HTML: render only through the ui-kit sanitiser */
  content: string;
  publishedAt: string;
  /**
   * The promotion a promotion announcement (or a popup) announces, for a link to its page: present
   * only while that promotion exists and has not ended, so the app never links to a closed one.
   */
  promotionId?: number;
}

export interface AnnouncementsQuery {
  /** comma-separated notice types */
  types: string;
  platform: 'W';
  execution: 'B';
  language?: string;
}

export interface AnnouncementsResponse {
  player: Notice[];
  banners: Banner[];
  popup: Notice[];
  promotion: Notice[];
  help: Notice[];
}
