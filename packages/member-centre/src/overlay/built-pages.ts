import { MEMBER_CENTRE_PAGES, type MemberCentrePage } from '@marquee/api-client';
import type { TranslationKey } from '@marquee/i18n';

/** Every page's title; the menu lists the pages in the contract's order (`MEMBER_CENTRE_PAGES`). */
const TITLES: Record<MemberCentrePage, TranslationKey> = {
  securityCenter: 'mc_page_security_center',
  transferFund: 'mcw_page_wallet',
  depositv2: 'deposit',
  withdraw: 'withdraw',
  personalHistoryCopy: 'mcrec_page_bets',
  transactionHistory: 'mcrec_page_account',
  personalProfit: 'mcpnl_page_title',
  bonusDetails: 'mcbon_page_title',
  rewardCenter: 'mcrwd_page_title',
  referral: 'mcref_page_title',
  transferUpline: 'mcup_page_title',
  agentContracts: 'mcct_page_title',
  missionLeaderboard: 'mcmis_page_title',
  messageV2: 'mc_page_messages',
  playerRank: 'mcvip_page_title',
  playSafeLimits: 'mcps_page_limits',
  playSafeBreak: 'mcps_page_break',
  playSafeActivity: 'mcps_page_activity',
  playSafeRealityCheck: 'mcps_page_reality',
};

/** The play safe group's pages, listed under their own heading in the menu. */
export const PLAY_SAFE_PAGES: readonly MemberCentrePage[] = [
  'playSafeLimits',
  'playSafeBreak',
  'playSafeActivity',
  'playSafeRealityCheck',
];

export const MENU_PAGES: readonly MemberCentrePage[] = MEMBER_CENTRE_PAGES.filter(
  (page) => !PLAY_SAFE_PAGES.includes(page),
);

export const DEFAULT_PAGE: MemberCentrePage = 'securityCenter';

export function isBuiltPage(page: string | undefined): page is MemberCentrePage {
  return page !== undefined && Object.hasOwn(TITLES, page);
}

export function pageTitleKey(page: MemberCentrePage): TranslationKey {
  return TITLES[page];
}
