/**
 * Every route of the shell (spec §2) in one place, so links and the route table cannot drift.
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
  promotions: '/promotions',
  promoDetail: '/promoDetail',
  seamless: '/seamless',
  help: '/help',
  down: '/down',
  join: '/join',
  game: '/game',
  helpMc: '/helpmc',
  // The account menu's entries (spec §2 header); their screens come in later releases.
  member: '/member',
  agentCentre: '/agent',
  bettingRecord: '/betting-record',
  accountRecord: '/account-record',
  deposit: '/deposit',
  withdraw: '/withdraw',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

export const homePaths: readonly AppPath[] = [paths.root, paths.index, paths.indexHtml, paths.home];

/** The shared login/register screen; the header is hidden there. */
export const loginAreaPaths: readonly AppPath[] = [paths.login, paths.register, paths.registerHtml];

/**
 * Member-only screens that later issues build: visitors are sent to /login, trial accounts get the
 * "register an account first" warning, members the honest "not available yet" page.
 */
export const memberAreaPaths: readonly AppPath[] = [
  paths.member,
  paths.agentCentre,
  paths.bettingRecord,
  paths.accountRecord,
  paths.deposit,
  paths.withdraw,
];

/** Game-category pages with a game grid (games-lobby's CategoryPage). */
export const gridCategoryPaths: readonly AppPath[] = [paths.rng, paths.live, paths.fish, paths.pvp];

/** Pages whose vendors launch straight away (games-lobby's LaunchPage). */
export const launchCategoryPaths: readonly AppPath[] = [
  paths.sports,
  paths.esports,
  paths.elott,
  paths.cockfight,
];

/** A launched game in its frame; /seamless also folds the header nav and hides the balance. */
export const gameFramePaths: readonly AppPath[] = [paths.game, paths.seamless];

/** Screens that later issues build; until then each renders the honest "not available yet" page. */
export const comingSoonPaths: readonly AppPath[] = [
  paths.vip,
  paths.pointMall,
  paths.depositRank,
  paths.betRank,
  paths.lottery,
  paths.vnLottery,
  paths.promotions,
  paths.promoDetail,
  paths.help,
  paths.down,
  paths.join,
];
