/**
 * The Drizzle schema, one file per domain in `tables/`; drizzle-kit reads this file to generate
 * migrations (`pnpm --filter @marquee/platform db:generate`).
 */

export {
  bankAccounts,
  emailCodes,
  signIns,
  totpSecrets,
} from './tables/account-security';
export {
  captchas,
  devOutbox,
  knownIps,
  ledgerEntries,
  loginFailures,
  members,
  passwordResets,
  rateEvents,
  secondFactorChallenges,
  sessions,
  smsCodes,
  socialIdentities,
  usedIdTokens,
  wallets,
} from './tables/accounts';
export { agentContracts, agentSettlements } from './tables/agent-contracts';
export {
  memberDayFigures,
  memberDayRunning,
  memberDayRunningLocks,
  memberFirstDeposits,
  memberLastBets,
  memberTree,
  teamDayFigures,
} from './tables/agent-team';
export {
  banners,
  brandSettings,
  customerService,
  domains,
  languagePreferences,
  notices,
  type Palette,
  resources,
  vendors,
} from './tables/catalogue';
export {
  chatConversations,
  chatGuests,
  chatMessages,
  chatOperatorSessions,
  chatOperatorSignInFailures,
  chatOperators,
  chatRoomMessages,
  chatRoomMutes,
} from './tables/chat';
export {
  bets,
  favouriteGames,
  type GameNames,
  gameAnnouncements,
  games,
  launchSessions,
  recentGames,
} from './tables/games';
export { jobRuns } from './tables/job-runs';
export { type DrawSchedule, lotteryBets, lotteryDraws, lotteryGames, lotterySlips } from './tables/lottery';
export { lotteryExposure } from './tables/lottery-exposure';
export { depositOrders, memberMessages } from './tables/member-centre';
export { bannerTexts, noticeTexts } from './tables/notice-texts';
export { playExclusions, playLimitChanges, playLimits } from './tables/play-safe';
export { pointConversions, pointItems, pointRedemptions } from './tables/point-mall';
export { promotionDraws, promotionEntries, promotionSignIns, promotions } from './tables/promotions';
export { realityCheckAnswers, realityCheckSettings } from './tables/reality-check';
export { memberRewards } from './tables/rewards';
export { chatSocketLeases, rateBuckets } from './tables/shared-limits';
export { affiliateApplications, feedbackReplies, feedbackTickets, helpArticles } from './tables/support';
export { vendorLedgerEntries, vendorWallets } from './tables/vendor-wallets';
export { vipLevelHistory } from './tables/vip';
export { withdrawalOrders } from './tables/withdrawals';
