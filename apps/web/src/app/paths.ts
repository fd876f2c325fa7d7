import type { AgentCentreEntry } from '@marquee/agent-centre';
import type { AppPlatform, GameCategory, MemberCentrePage } from '@marquee/api-client';
import type { GridCategory, LaunchCategory } from '@marquee/games-lobby';

/**
 * Every route of the shell in one place, so links and the route table cannot drift; the feature
 * packages receive the paths they link to from here.
 * Paths match case-insensitively (React Router's default), so /vnLottery reaches /vnlottery.
 */
export const paths = {
  root: '/',
  index: '/index',
  indexHtml: '/index.html',
  home: '/home',
  login: '/login',
  register: '/register',
  registerHtml: '/register.html',
  noticePage: '/noticePage',
  vip: '/vip',
  winners: '/winners',
  pointMall: '/pointMall',
  depositRank: '/deposit-rank',
  betRank: '/bet-rank',
  sports: '/sports',
  esports: '/esports',
  elott: '/elott',
  cockfight: '/cockfight',
  lottery: '/lottery',
  vnLottery: '/vnlottery',
  rng: '/rng',
  live: '/live',
  fish: '/fish',
  pvp: '/pvp',
  mini: '/mini',
  promotions: '/promotions',
  promoDetail: '/promoDetail',
  seamless: '/seamless',
  help: '/help',
  down: '/down',
  join: '/join',
  feedback: '/feedback',
  game: '/game',
  helpMc: '/helpmc',
  // Each help article has its own address, on the page and on the bare page.
  helpArticle: '/help/:slug',
  helpMcArticle: '/helpmc/:slug',
  // The brand's own live chat, loaded into the customer-service window.
  liveChat: '/livechat',
  // The members' chat room (apart from customer service), behind the login check.
  chatRoom: '/chat-room',
  // The account menu's entries.
  // The member centre overlay: its default page, and each page at its own address.
  member: '/member',
  memberPage: '/member/:page',
  // The agent centre overlay (agents only): its default entry, and each entry at its own address.
  agentCentre: '/agent',
  agentCentrePage: '/agent/:page',
} as const;

/** The address of a member-centre page (the overlay opens over the page it was opened from). */
export function memberCentrePath(page: MemberCentrePage): string {
  return `${paths.member}/${page}`;
}

/** The address of an agent-centre entry (the overlay opens over the page it was opened from). */
export function agentCentrePath(entry: AgentCentreEntry): string {
  return `${paths.agentCentre}/${entry}`;
}

export type AppPath = (typeof paths)[keyof typeof paths];

export const homePaths: readonly AppPath[] = [paths.root, paths.index, paths.indexHtml, paths.home];

/** The shared login/register screen; the header is hidden there. */
export const loginAreaPaths: readonly AppPath[] = [paths.login, paths.register, paths.registerHtml];

/** A promotion's page (the activity centre's detail, and a promotion notice's link). */
export function promotionHref(id: number): string {
  return `${paths.promoDetail}?id=${id}`;
}

/** A help article's address, on the help page or (bare) on /helpmc. */
export function helpArticleHref(slug: string, bare = false): string {
  return `${bare ? paths.helpMc : paths.help}/${encodeURIComponent(slug)}`;
}

const APP_ANCHORS: Record<AppPlatform, string> = { IOS: 'ios-app', ANDROID: 'android-app' };

/** An app's card on the download page (the header's iOS and Android entries). */
export function appDownloadHref(platform: AppPlatform): string {
  return `${paths.down}#${APP_ANCHORS[platform]}`;
}

/** The app a download-page hash asks for, if any. */
export function appOfDownloadHash(hash: string): AppPlatform | undefined {
  return (Object.keys(APP_ANCHORS) as AppPlatform[]).find((platform) => `#${APP_ANCHORS[platform]}` === hash);
}
/** Addresses that open the member centre; without a page underneath, home is shown below it. */
export const memberCentrePaths: readonly AppPath[] = [paths.member, paths.memberPage];

/** Addresses that open the agent centre; without a page underneath, home is shown below it. */
export const agentCentrePaths: readonly AppPath[] = [paths.agentCentre, paths.agentCentrePage];

/** Each game category's page; the lobby's navigation and vendor links lead here. */
export const categoryPaths = {
  ELOTT: paths.elott,
  LOTT: paths.lottery,
  LIVE: paths.live,
  COCKFIGHT: paths.cockfight,
  SPORTS: paths.sports,
  FISH: paths.fish,
  RNG: paths.rng,
  PVP: paths.pvp,
  ESPORTS: paths.esports,
  MINI: paths.mini,
} as const satisfies Record<GameCategory, AppPath>;

/** Categories whose page has a game grid (games-lobby's CategoryPage). */
export const gridCategories: readonly GridCategory[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'MINI'];

/** Categories whose page launches a vendor straight away (games-lobby's LaunchPage). */
export const launchCategories: readonly LaunchCategory[] = ['SPORTS', 'ESPORTS', 'ELOTT', 'COCKFIGHT'];

/** A launched game in its frame; /seamless also lets the player fold the header nav away. */
export const gameFramePaths: readonly AppPath[] = [paths.game, paths.seamless];
