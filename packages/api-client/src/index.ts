export { securityApi } from './contract/account-security-paths';
export type {
  AccountSecurity,
  Bank,
  BankAccount,
  GoogleAuthSetup,
  PaymentPasswordRequest,
} from './contract/account-security-types';
export type {
  ChangePasswordRequest,
  Country,
  ForgotPasswordEmailRequest,
  RegisterMobileRequest,
  RegisterRequest,
  RegistrationContext,
  SetPasswordByEmailRequest,
  SetPasswordByEmailResponse,
  SetPasswordByPhoneRequest,
} from './contract/account-types';
export type {
  CaptchaResponse,
  FreePlayRequest,
  LoginByCodeRequest,
  LoginRequest,
  LoginResponse,
  SecondFactorChallenge,
  SecondFactorMethod,
  SecondFactorRequest,
  SecondFactorSmsRequest,
  SmsCodeRequest,
  SocialCompleteMode,
  SocialCompleteRequest,
  SocialProvider,
  SocialSignInRequest,
  SocialSignInResponse,
} from './contract/auth-types';
export type {
  ChatClientFrame,
  ChatErrorCode,
  ChatMessage,
  ChatQueue,
  ChatServerFrame,
} from './contract/chat-types';
export { CHAT_MEMBER_SOCKET_PATH, CHAT_MESSAGE_MAX_CHARS } from './contract/chat-types';
export { DEMO_PAYLOAD_KEY } from './contract/demo-payload-key';
export type { Endpoint, RequestOf, ResponseOf } from './contract/endpoint';
export { codedFailEnvelope } from './contract/envelope';
export type { ErrorCode, ErrorParams } from './contract/error-codes';
export { errorMessage } from './contract/error-codes';
export type { PvpRoom, Winner } from './contract/game-board-types';
export type { GameBalanceMessage, LaunchResponse } from './contract/game-launch-types';
export { GAME_BALANCE_MESSAGE_TYPE } from './contract/game-launch-types';
export type {
  Game,
  GameCategory,
  GameListQuery,
  GameListResponse,
  GameMaintenanceDetails,
  VendorCard,
  VendorLane,
  VendorLanesResponse,
} from './contract/game-types';
export {
  COCKFIGHT_VENDOR_CODES,
  ESPORTS_VENDOR_CODES,
  GAME_CATEGORIES,
  HOT_GAME_CATEGORY_ORDER,
  VASSALAGE_GAME,
  WEB_CLIENT_TYPE,
} from './contract/game-types';
export type {
  CurrentDraw,
  DrawResult,
  LotteryBet,
  LotteryBetStatus,
  LotteryGame,
  PlaceBetRequest,
  PlaceBetResponse,
  PlayType,
  PrizeLine,
} from './contract/lottery-types';
export {
  LOTTERY_PRIZE_MODES,
  MAX_SLIP_NUMBERS,
  PLAY_TYPE_RULES,
  slipBetCount,
  slipNumbersProblem,
  stakeInMinorUnits,
} from './contract/lottery-types';
export type {
  DepositChannel,
  DepositOrder,
  DepositPayee,
  DepositStatus,
  MemberCentrePage,
  MemberMessage,
  MessageKind,
} from './contract/member-centre-types';
export { MEMBER_CENTRE_PAGES } from './contract/member-centre-types';
export type {
  BalanceResponse,
  MemberInfo,
  MemberLabel,
  SessionStorageKey,
} from './contract/member-types';
export {
  canOpenAgentCentre,
  canOpenMemberCentre,
  isTrialAccount,
  SESSION_STORAGE_KEYS,
} from './contract/member-types';
export { missionsApi } from './contract/mission-paths';
export type {
  Mission,
  MissionLeaderboard,
  MissionPeriod,
  MissionSummary,
} from './contract/mission-types';
export type {
  AnnouncementsResponse,
  Banner,
  BannerGroup,
  BannerRoute,
  Notice,
  NoticeType,
} from './contract/notice-types';
export { BANNER_ROUTES_FILE, isRouteOf, LANGUAGE_COOKIE } from './contract/notice-types';
export { api } from './contract/paths';
export { encryptCustomerServicePath, encryptPayload } from './contract/payload-cipher';
export type { ProfitCategory, ProfitDay, ProfitQuery, ProfitResponse } from './contract/profit-types';
export { recordsApi } from './contract/records-paths';
export type {
  AccountRecord,
  AccountRecordQuery,
  BetRecord,
  BetRecordQuery,
  BetRecordSort,
  BetRecordStatus,
  LedgerType,
} from './contract/records-types';
export {
  BET_RECORD_STATUSES,
  LEDGER_TYPES,
} from './contract/records-types';
export { referralApi } from './contract/referral-paths';
export {
  REFERRAL_PAGE_SIZE,
  type ReferralFriend,
  type ReferralResponse,
  type ReferralRewardState,
  type ReferralRules,
} from './contract/referral-types';
export { rewardsApi } from './contract/reward-paths';
export type {
  Bonus,
  BonusStatus,
  RebateCategoryDetail,
  RewardSource,
  WaitingReward,
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
} from './contract/support-types';
export { AFFILIATE_CHANNELS, FEEDBACK_QUESTION_TYPES } from './contract/support-types';
export type {
  AppPlatform,
  AppRelease,
  CustomerServiceResponse,
  CustomerServiceType,
  FeatureFlag,
  HelpCenterArticle,
  HelpCenterResponse,
  HomeSectionId,
  MaintenanceInfo,
  PermissionInfo,
  RegistrationFieldRule,
  Resource,
  SystemStatus,
  WhitelabelModule,
} from './contract/system-types';
export { DEFAULT_HOME_SECTIONS, FEATURE_FLAGS } from './contract/system-types';
export { uplineTransferApi } from './contract/upline-transfer-paths';
export type { UplineTransferInfo, UplineTransferRequest } from './contract/upline-transfer-types';
export { vipApi } from './contract/vip-paths';
export type { VipHistoryEntry, VipLevelInfo, VipRankResponse } from './contract/vip-types';
export type {
  MerchantWalletResponse,
  RecallResult,
  TransferDirection,
  TransferVendor,
} from './contract/wallet-types';
export { withdrawalApi } from './contract/withdrawal-paths';
export type {
  WithdrawalInfo,
  WithdrawalOrder,
  WithdrawalStatus,
} from './contract/withdrawal-types';
export { domainKeys } from './query-keys/domain-keys';
export { gameKeys } from './query-keys/game-keys';
export { lotteryKeys } from './query-keys/lottery-keys';
export { memberKeys } from './query-keys/member-keys';
export { missionKeys } from './query-keys/mission-keys';
export { noticeKeys } from './query-keys/notice-keys';
export { recordKeys } from './query-keys/record-keys';
export { referralKeys } from './query-keys/referral-keys';
export { rewardKeys } from './query-keys/reward-keys';
export { supportKeys } from './query-keys/support-keys';
export { systemKeys } from './query-keys/system-keys';
export { vendorKeys } from './query-keys/vendor-keys';
export { vipKeys } from './query-keys/vip-keys';
export {
  EnvelopeError,
  HttpError,
  isApiError,
  NetworkError,
  SessionExpiredError,
  TimeoutError,
} from './transport/api-errors';
export { pickCdn, resolveCdnUrl } from './transport/cdn';
export type { ApiClient, ApiClientConfig } from './transport/create-api-client';
export { createApiClient } from './transport/create-api-client';
export {
  isAccountNumber,
  isAdultBirthday,
  isNickname,
  isPaymentPassword,
  isRealName,
  isSafeName,
  isTotpCode,
  MAX_BANK_ACCOUNTS,
  MINIMUM_AGE,
  NICKNAME_MAX_LENGTH,
  sameHolderName,
} from './validation/account-rules';
export {
  emailRule,
  mobileRule,
  passwordRule,
  referralCodeRule,
  smsCodeRule,
  usernameRule,
} from './validation/form-rules';
export { type MoneyInputProblem, parseMoneyInput } from './validation/money-input';
export {
  brandToday,
  RECORD_EXPORT_MAX_ROWS,
  RECORD_MAX_DAYS_BACK,
  type RecordRangeProblem,
  recordRangeProblem,
  shiftDay,
} from './validation/record-range';
export {
  isRegistrationPatternId,
  patternMessageKey,
} from './validation/registration-pattern-ids';
export {
  canResendSms,
  smsCountdownSeconds,
} from './validation/sms-resend';
export {
  AFFILIATE_RULES,
  countWords,
  FEEDBACK_CONTENT_MAX_CHARS,
  SCREENSHOT_MAX_BYTES,
  screenshotTypeOf,
} from './validation/support-rules';
export { validateField } from './validation/validate-field';
