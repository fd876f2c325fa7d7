/**
 * The contract alone: what the web app and the platform server share (paths, envelope, payload
 * types, error codes, validation rules, protocol headers and the payload cipher), without the fetch
 * transport, the query keys or the test handlers, so a server can depend on it.
 */
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
} from './contract/account-types';
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
  SecondFactorSmsFailure,
  SecondFactorSmsRequest,
  SmsCodeRequest,
  SmsCodeResponse,
  SocialCompleteMode,
  SocialCompleteRequest,
  SocialLinkRequest,
  SocialProvider,
  SocialRegisterRequest,
  SocialSignInRequest,
  SocialSignInResponse,
} from './contract/auth-types';
export { SECOND_FACTOR_METHODS } from './contract/auth-types';
export type { Endpoint, HttpMethod, RequestOf, ResponseOf } from './contract/endpoint';
export { endpoint } from './contract/endpoint';
export type { Envelope } from './contract/envelope';
export { codedFailEnvelope, failEnvelope, okEnvelope } from './contract/envelope';
export type { CodedFailure, ErrorCode, ErrorParams } from './contract/error-codes';
export { ERROR_MESSAGES, errorMessage, isErrorCode } from './contract/error-codes';
export type {
  FavouriteGameRequest,
  FavouriteListQuery,
  FavouriteListResponse,
  Game,
  GameAnnouncement,
  GameAnnouncementsQuery,
  GameAnnouncementsResponse,
  GameBalanceMessage,
  GameCategory,
  GameListQuery,
  GameListResponse,
  GameMaintenanceDetails,
  HotGamesQuery,
  HotGamesResponse,
  JackpotResponse,
  LaunchGameRequest,
  LaunchMode,
  LaunchResponse,
  PvpLaunchQuery,
  PvpLaunchResponse,
  PvpRoom,
  PvpRoomsQuery,
  PvpRoomsResponse,
  RecentGamesQuery,
  RecentGamesResponse,
  SportsLaunchQuery,
  VassalType,
  VassalTypesQuery,
  VendorCard,
  VendorLane,
  VendorLanesQuery,
  VendorLanesResponse,
  Winner,
  WinnersQuery,
  WinnersResponse,
} from './contract/game-types';
export {
  COCKFIGHT_VENDOR_CODES,
  ESPORTS_VENDOR_CODES,
  GAME_BALANCE_MESSAGE_TYPE,
  GAME_CATEGORIES,
  GAME_LIST_DEFAULT_PAGE_SIZE,
  GAME_LIST_MAX_PAGE_SIZE,
  HOT_GAME_CATEGORY_ORDER,
  HOT_GAMES_PER_CATEGORY,
  NAV_CATEGORY_ORDER,
  VASSALAGE_GAME,
  WEB_CLIENT_TYPE,
} from './contract/game-types';
export { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from './contract/language-codes';
export type {
  BalanceResponse,
  ClubLabel,
  IsAgentInput,
  MemberAvatarResponse,
  MemberIconResponse,
  MemberInfo,
  MemberLabel,
  MemberType,
  SessionStorageKey,
} from './contract/member-types';
export {
  AGENT_MEMBER_TYPES,
  canOpenAgentCentre,
  canOpenMemberCentre,
  isAgentAccount,
  isTrialAccount,
  MEMBER_TYPE,
  SESSION_STORAGE_KEYS,
} from './contract/member-types';
export type {
  AnnouncementsQuery,
  AnnouncementsResponse,
  Banner,
  BannerGroup,
  BannerRoute,
  Notice,
  NoticeType,
} from './contract/notice-types';
export { BANNER_GROUPS, BANNER_ROUTES_FILE, isRouteOf, NOTICE_TYPES } from './contract/notice-types';
export type { Api } from './contract/paths';
export { api } from './contract/paths';
export {
  CS_PATH_KEY_LENGTH,
  decryptCustomerServicePath,
  decryptPayload,
  encryptCustomerServicePath,
  encryptPayload,
  PayloadCipherError,
} from './contract/payload-cipher';
export { ENCRYPTED_HEADER, MODULE_HEADER } from './contract/protocol-headers';
export type {
  CustomerServiceEntry,
  CustomerServiceResponse,
  CustomerServiceType,
  DomainEntry,
  DomainRouteResponse,
  DomainsResponse,
  FeatureFlag,
  HelpCenterArticle,
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
export { FEATURE_FLAGS, SYSTEM_STATUS } from './contract/system-types';
export {
  emailRule,
  mobileRule,
  passwordRule,
  ruleFor,
  smsCodeRule,
  usernameRule,
} from './validation/form-rules';
export {
  isRegistrationPatternId,
  patternMessageKey,
  type RegistrationPatternId,
} from './validation/registration-pattern-ids';
export type { RegistrationPattern } from './validation/registration-patterns';
export {
  matchesRegistrationPattern,
  REGISTRATION_PATTERNS,
  registrationPattern,
} from './validation/registration-patterns';
export {
  canResendSms,
  DEFAULT_SMS_EXPIRED_MINUTES,
  SMS_RESEND,
  smsCountdownSeconds,
} from './validation/sms-resend';
export type { FieldFailure, FieldFailureReason, FieldValidation } from './validation/validate-field';
export { ANY_PATTERN, fieldLength, rulePattern, validateField } from './validation/validate-field';
