/**
 * The contract alone: what the web app and the platform server share (paths, envelope, payload
 * types, error codes, validation rules, protocol headers and the payload cipher), without the fetch
 * transport, the query keys or the test handlers, so a server can depend on it. This is the one
 * list of the contract's names: the browser entry (index.ts) re-exports it whole and adds only the
 * transport and the query keys.
 */

export { securityApi } from './contract/account-security-paths';
export type {
  AccountSecurity,
  AddBankAccountRequest,
  Bank,
  BankAccount,
  BindEmailRequest,
  BindMobileRequest,
  BrandAvatar,
  GoogleAuthSetup,
  PaymentPasswordRequest,
  SignInRecord,
} from './contract/account-security-types';
export type {
  ChangePasswordRequest,
  Country,
  ForgotPasswordEmailRequest,
  RegisterMobileRequest,
  RegisterRequest,
  RegistrationContext,
  RegistrationProfileFields,
  SetPasswordByEmailRequest,
  SetPasswordByEmailResponse,
  SetPasswordByPhoneRequest,
  SuggestedUsername,
} from './contract/account-types';
export { agentCentreApi } from './contract/agent-centre-paths';
export {
  AGENT_ANNOUNCEMENTS_PAGE_SIZE,
  AGENT_NOTICE_TYPE,
  type AgentAnnouncementsQuery,
  type AgentAnnouncementsResponse,
  type AgentOwnIncome,
  DOWNLINE_REGISTRATIONS_PER_HOUR,
  DOWNLINE_TRANSFER_MIN,
  DOWNLINE_TYPES,
  type DownlineRegisterRequest,
  type DownlineRegisterResponse,
  type DownlineTransferRequest,
  type DownlineTransferResponse,
  TEAM_ACTIVE_DAYS,
  TEAM_PROFIT_SORTS,
  TEAM_SEARCH_MAX,
  type TeamBetsQuery,
  type TeamBetsResponse,
  type TeamDay,
  type TeamInvitation,
  type TeamMember,
  type TeamMemberStatus,
  type TeamMembersQuery,
  type TeamMembersResponse,
  type TeamOverview,
  type TeamOverviewQuery,
  type TeamProfitFigures,
  type TeamProfitQuery,
  type TeamProfitResponse,
  type TeamProfitSort,
} from './contract/agent-centre-types';
export { agentContractApi } from './contract/agent-contract-paths';
export {
  AGENT_TRANSACTION_TYPES,
  type AgentContract,
  type AgentContractsResponse,
  type AgentIncomeQuery,
  type AgentIncomeResponse,
  type AgentTransactionsQuery,
  type AgentTransactionsResponse,
  type AgentTransactionType,
  CONTRACT_DECISIONS,
  CONTRACT_KINDS,
  CONTRACT_RATE_MAX_BPS,
  CONTRACT_REQUESTS,
  CONTRACT_TIERS_MAX,
  type ConsolidatedContracts,
  type ContractDecisionRequest,
  type ContractFinishRequest,
  type ContractKind,
  type ContractOffer,
  type ContractOfferRequest,
  type ContractTerms,
  type ContractTier,
  DIVIDEND_PERIODS,
  type DividendPeriod,
} from './contract/agent-contract-types';
export type {
  CaptchaFields,
  CaptchaResponse,
  FreePlayRequest,
  LoginByCodeRequest,
  LoginRequest,
  LoginResponse,
  LoginType,
  SecondFactorChallenge,
  SecondFactorMethod,
  SecondFactorRequest,
  SecondFactorSmsRequest,
  SmsCodeRequest,
  SmsCodeResponse,
  SocialCompleteMode,
  SocialCompleteRequest,
  SocialProvider,
  SocialSignInRequest,
  SocialSignInResponse,
} from './contract/auth-types';
export { SECOND_FACTOR_METHODS } from './contract/auth-types';
export { chatRoomApi } from './contract/chat-room-paths';
export type {
  ChatRoomClientFrame,
  ChatRoomHistory,
  ChatRoomMessage,
  ChatRoomServerFrame,
} from './contract/chat-room-types';
export {
  CHAT_ROOM_HISTORY_SIZE,
  CHAT_ROOM_MESSAGE_MAX_CHARS,
  CHAT_ROOM_RATE_LIMIT,
  CHAT_ROOM_RATE_WINDOW_SECONDS,
  CHAT_ROOM_SOCKET_PATH,
} from './contract/chat-room-types';
export type {
  ChatClientFrame,
  ChatConsoleSignInRefusal,
  ChatConversationSummary,
  ChatErrorCode,
  ChatMessage,
  ChatOperatorSession,
  ChatQueue,
  ChatSender,
  ChatServerFrame,
} from './contract/chat-types';
export {
  CHAT_CLIENT_ID_PATTERN,
  CHAT_CONSOLE_PATH,
  CHAT_CONSOLE_SIGN_IN_PATH,
  CHAT_FRAME_MAX_BYTES,
  CHAT_GUESTS_PER_IP_PER_HOUR,
  CHAT_MEMBER_SOCKET_PATH,
  CHAT_MESSAGE_MAX_CHARS,
  CHAT_OPERATOR_SOCKET_PATH,
  CHAT_VIP_RANK_ABOVE,
} from './contract/chat-types';
export { DEMO_PAYLOAD_KEY } from './contract/demo-payload-key';
export type { Endpoint, HttpMethod, RequestOf, ResponseOf } from './contract/endpoint';
export type { Envelope } from './contract/envelope';
export { codedFailEnvelope, failEnvelope, okEnvelope } from './contract/envelope';
export type { CodedFailure, ErrorCode, ErrorParams } from './contract/error-codes';
export { ERROR_MESSAGES, errorMessage, isMoneyParam } from './contract/error-codes';
export { firstVisitApi } from './contract/first-visit-paths';
export type { JackpotResponse, PvpRoom, Winner } from './contract/game-board-types';
export type {
  GameBalanceMessage,
  GameRulesMessage,
  LaunchMode,
  LaunchResponse,
  PvpLaunchResponse,
} from './contract/game-launch-types';
export {
  FUN_PLAY_LAUNCH_LIMIT,
  FUN_PLAY_LAUNCH_WINDOW_SECONDS,
  FUN_PLAY_START_BALANCE,
  GAME_BALANCE_MESSAGE_TYPE,
  GAME_RULES_MESSAGE_TYPE,
  GAME_RULES_SHOWN_MESSAGE_TYPE,
} from './contract/game-launch-types';
export type {
  Game,
  GameCategory,
  GameListQuery,
  GameListResponse,
  GameMaintenanceDetails,
  HotGamesQuery,
  HotGamesResponse,
  VendorCard,
  VendorLane,
  VendorLanesResponse,
} from './contract/game-types';
export {
  COCKFIGHT_VENDOR_CODES,
  ESPORTS_VENDOR_CODES,
  GAME_CATEGORIES,
  GAME_LIST_DEFAULT_PAGE_SIZE,
  GAME_LIST_MAX_PAGE_SIZE,
  HOT_GAME_CATEGORY_ORDER,
  HOT_GAMES_PER_CATEGORY,
  VASSALAGE_GAME,
  WEB_CLIENT_TYPE,
} from './contract/game-types';
export {
  isLanguageCode,
  type LanguageCode,
  TRANSLATED_LANGUAGE_INFO,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguageCode,
} from './contract/language-codes';
export type {
  CurrentDraw,
  DrawFormat,
  DrawResult,
  LotteryBet,
  LotteryBetStatus,
  LotteryGame,
  LotteryPrizeMode,
  MyLotteryBetsResponse,
  PlaceBetRequest,
  PlaceBetResponse,
  PlayType,
  PrizeLine,
  VnMenuGroup,
} from './contract/lottery-types';
export {
  FORMAT_PLAY_TYPES,
  LOTTERY_PRIZE_MODES,
  MAX_SLIP_NUMBERS,
  PLAY_TYPE_RULES,
  PLAY_TYPES,
  slipBetCount,
  slipNumbersProblem,
  stakeInMinorUnits,
} from './contract/lottery-types';
export type { LotteryType, LotteryVendor } from './contract/lottery-vendors';
export { isLotteryVendor, LOTTERY_TYPE_VENDORS } from './contract/lottery-vendors';
export type {
  DepositChannel,
  DepositOrder,
  DepositPayee,
  DepositStatus,
  MemberCentrePage,
  MemberMessage,
  MessageKind,
  WelcomeBonusOffer,
} from './contract/member-centre-types';
export {
  DEPOSIT_EXPIRY_MINUTES,
  MAX_PENDING_DEPOSITS,
  MEMBER_CENTRE_PAGES,
  MESSAGES_PAGE_SIZE,
} from './contract/member-centre-types';
export type {
  BalanceResponse,
  MemberAvatarResponse,
  MemberIconResponse,
  MemberInfo,
  MemberLabel,
  MemberType,
  SessionStorageKey,
} from './contract/member-types';
export {
  canOpenAgentCentre,
  canOpenMemberCentre,
  isAgentAccount,
  isTrialAccount,
  MEMBER_TYPE,
  SESSION_STORAGE_KEYS,
} from './contract/member-types';
export { missionsApi } from './contract/mission-paths';
export {
  MISSION_LEADERBOARD_SIZE,
  type Mission,
  type MissionClaimResponse,
  type MissionKind,
  type MissionLeaderboard,
  type MissionPeriod,
  type MissionSummary,
} from './contract/mission-types';
export type {
  AnnouncementsQuery,
  AnnouncementsResponse,
  Banner,
  BannerGroup,
  BannerRoute,
  Notice,
  NoticeType,
  PrerenderedPages,
  PrerenderFact,
} from './contract/notice-types';
export {
  BANNER_GROUPS,
  BANNER_ROUTES_FILE,
  isRouteOf,
  LANGUAGE_COOKIE,
  NOTICE_TYPES,
  PRERENDER_FACTS,
  PRERENDER_SLOTS,
  PRERENDERED_PAGES_FILE,
  prerenderKey,
} from './contract/notice-types';
export { api } from './contract/paths';
export {
  decryptCustomerServicePath,
  decryptPayload,
  encryptCustomerServicePath,
  encryptPayload,
  PayloadCipherError,
} from './contract/payload-cipher';
export { PAYLOAD_KEY_FILE, payloadKeyFingerprint } from './contract/payload-key-file';
export { playSafeApi } from './contract/play-safe-paths';
export {
  ACTIVITY_MONTHS,
  ACTIVITY_PERIODS,
  type ActivityFigures,
  type ActivityPeriod,
  type ActivityResponse,
  type ActivityRow,
  type ExclusionDuration,
  type ExclusionKind,
  PLAY_LIMIT_KINDS,
  PLAY_LIMIT_PERIODS,
  type PlayExclusion,
  type PlayExclusionResponse,
  type PlayLimit,
  type PlayLimitChange,
  type PlayLimitKey,
  type PlayLimitKind,
  type PlayLimitPeriod,
  type PlayLimitSetting,
  type PlayLimitsResponse,
  SELF_EXCLUSION_DURATIONS,
  type SetPlayLimitRequest,
  type SetPlayLimitsRequest,
  type StartExclusionRequest,
  TIME_OUT_DURATIONS,
} from './contract/play-safe-types';
export { pointMallApi } from './contract/point-mall-paths';
export {
  isPointMobile,
  POINT_ADDRESS_MAX,
  POINT_CONVERT_MAX,
  POINT_EARNINGS_PAGE_SIZE,
  POINT_REDEEM_MAX_QUANTITY,
  type PointBalance,
  type PointConfig,
  type PointConversion,
  type PointConvertRequest,
  type PointEarningsResponse,
  type PointItem,
  type PointItemKind,
  type PointItemsResponse,
  type PointRate,
  type PointRedeemRequest,
  type PointRedemption,
  type RedemptionStatus,
} from './contract/point-mall-types';
export type { ProfitCategory, ProfitDay, ProfitQuery, ProfitResponse } from './contract/profit-types';
export {
  isCalendarMonth,
  type MissedDayRule,
  type PromotionRaffle,
  type PromotionSignIn,
  type RaffleDraw,
  type RafflePrize,
  type SignInMonth,
  type SignInReward,
  type SignInStep,
} from './contract/promotion-activity-types';
export { promotionsApi } from './contract/promotion-paths';
export {
  PROMOTION_IMAGES_MAX,
  PROMOTION_REMARK_MAX,
  PROMOTION_TYPES,
  type PromotionApplicationDay,
  type PromotionApplyRequest,
  type PromotionClaimResponse,
  type PromotionDetail,
  type PromotionEligibility,
  type PromotionFrequency,
  type PromotionImage,
  type PromotionIneligibility,
  type PromotionKind,
  type PromotionListResponse,
  type PromotionPeriod,
  type PromotionProgress,
  type PromotionSignInResponse,
  type PromotionStatus,
  type PromotionSummary,
  type PromotionType,
  type RaffleDrawResponse,
} from './contract/promotion-types';
export { ENCRYPTED_HEADER, MODULE_HEADER } from './contract/protocol-headers';
export { rankingsApi } from './contract/ranking-paths';
export {
  RANKING_KINDS,
  RANKING_PERIODS,
  RANKING_SIZE,
  type RankingKind,
  type RankingPeriod,
  type RankingPeriodType,
  type RankingQuery,
  type RankingResponse,
} from './contract/ranking-types';
export { realityCheckApi } from './contract/reality-check-paths';
export {
  GAME_PAUSE_MESSAGE_TYPE,
  GAME_RESUME_MESSAGE_TYPE,
  isRealityCheckMinutes,
  type PlaySession,
  type PlaySessionQuery,
  REALITY_CHECK_MINUTES,
  type RealityCheckMinutes,
  type RealityCheckSetting,
} from './contract/reality-check-types';
export { recordsApi } from './contract/records-paths';
export type {
  AccountRecord,
  AccountRecordExport,
  AccountRecordQuery,
  AccountRecordSubject,
  AccountRecordsResponse,
  BetRecord,
  BetRecordDetail,
  BetRecordQuery,
  BetRecordSort,
  BetRecordStatus,
  BetRecordsResponse,
  BetRecordTotals,
  LedgerType,
  RecordRange,
} from './contract/records-types';
export {
  BET_RECORD_SORTS,
  BET_RECORD_STATUSES,
  LEDGER_TYPES,
  SORT_DIRECTIONS,
} from './contract/records-types';
export { referralApi } from './contract/referral-paths';
export {
  REFERRAL_PAGE_SIZE,
  type ReferralFriend,
  type ReferralQuery,
  type ReferralResponse,
  type ReferralRewardState,
  type ReferralRules,
} from './contract/referral-types';
export { rewardsApi } from './contract/reward-paths';
export type {
  Bonus,
  BonusesResponse,
  BonusStatus,
  ClaimRewardsResponse,
  ForfeitBonusResponse,
  RebateCategoryDetail,
  RewardSource,
  WaitingReward,
  WaitingRewardsResponse,
} from './contract/reward-types';
export type {
  AffiliateApplication,
  AffiliateChannel,
  AffiliateProgramme,
  AffiliateRequest,
  FeedbackItem,
  FeedbackQuestionType,
  FeedbackRequest,
  FeedbackScreenshot,
  ScreenshotType,
} from './contract/support-types';
export { AFFILIATE_CHANNELS, FEEDBACK_QUESTION_TYPES, SCREENSHOT_TYPES } from './contract/support-types';
export type {
  AppPlatform,
  AppRelease,
  CustomerServiceEntry,
  CustomerServiceResponse,
  CustomerServiceType,
  DomainEntry,
  FeatureFlag,
  HelpCenterArticle,
  HelpCenterResponse,
  HomeSectionId,
  LanguageNotify,
  MaintenanceInfo,
  PermissionInfo,
  PermissionQuery,
  RegistrationFieldRule,
  Resource,
  ResourceType,
  SystemStatus,
  SystemStatusCode,
  WhitelabelModule,
} from './contract/system-types';
export { DEFAULT_HOME_SECTIONS, FEATURE_FLAGS } from './contract/system-types';
export { uplineTransferApi } from './contract/upline-transfer-paths';
export {
  UPLINE_TRANSFER_MIN,
  type UplineTransferInfo,
  type UplineTransferRequest,
  type UplineTransferResponse,
} from './contract/upline-transfer-types';
export { vipApi } from './contract/vip-paths';
export {
  VIP_REBATE_GROUPS,
  type VipHistoryEntry,
  type VipLevelInfo,
  type VipLevelsResponse,
  type VipRankResponse,
} from './contract/vip-types';
export type {
  MerchantWalletResponse,
  RecallResult,
  TransferDirection,
  TransferVendor,
  WalletTransferRequest,
} from './contract/wallet-types';
export { withdrawalApi } from './contract/withdrawal-paths';
export type {
  WithdrawalConfirmRequest,
  WithdrawalInfo,
  WithdrawalOrder,
  WithdrawalProof,
  WithdrawalRequest,
  WithdrawalStatus,
} from './contract/withdrawal-types';
export {
  DEFAULT_MINIMUM_AGE,
  isAccountNumber,
  isAdultBirthday,
  isNickname,
  isPaymentPassword,
  isRealName,
  isSafeName,
  isTotpCode,
  MAX_BANK_ACCOUNTS,
  NICKNAME_MAX_LENGTH,
  SIGN_IN_HISTORY_SIZE,
  sameHolderName,
} from './validation/account-rules';
export { BRAND_TIME_ZONE, brandToday } from './validation/brand-day';
export {
  birthdayRule,
  emailRule,
  mobileRule,
  passwordRule,
  referralCodeRule,
  ruleFor,
  smsCodeRule,
  usernameRule,
} from './validation/form-rules';
export { type MoneyInputProblem, parseMoneyInput } from './validation/money-input';
export {
  PLAY_LIMIT_KEYS,
  playLimitMinutesProblem,
  playLimitPeriods,
  playLimitProblem,
  refusedPlayLimit,
} from './validation/play-limit-rules';
export {
  prizeAt,
  RAFFLE_DRAWS_LISTED,
  raffleTickets,
  signInStreak,
  stepReached,
  totalWeight,
} from './validation/promotion-activities';
export {
  LEDGER_TYPE_PREFIXES,
  ledgerTypeOf,
  RECORD_EXPORT_MAX_ROWS,
  RECORD_MAX_DAYS_BACK,
  RECORD_PAGE_SIZE,
  type RecordRangeProblem,
  recordRangeProblem,
  shiftDay,
} from './validation/record-range';
export {
  isRegistrationPatternId,
  patternMessageKey,
} from './validation/registration-pattern-ids';
export {
  REGISTRATION_PATTERNS,
  registrationPattern,
} from './validation/registration-patterns';
export { canResendSms, smsCountdownSeconds } from './validation/sms-resend';
export {
  AFFILIATE_RULES,
  countWords,
  FEEDBACK_CONTENT_MAX_CHARS,
  isAffiliateChannel,
  SCREENSHOT_MAX_BYTES,
  screenshotTypeOf,
} from './validation/support-rules';
export type { FieldFailureReason } from './validation/validate-field';
export { validateField } from './validation/validate-field';
