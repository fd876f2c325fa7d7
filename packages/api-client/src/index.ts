export type { Endpoint, HttpMethod, RequestOf, ResponseOf } from './contract/endpoint';
export { endpoint } from './contract/endpoint';
export type { Envelope } from './contract/envelope';
export { failEnvelope, okEnvelope } from './contract/envelope';
export type {
  GameCategory,
  VendorCard,
  VendorLane,
  VendorLanesQuery,
  VendorLanesResponse,
} from './contract/game-types';
export {
  COCKFIGHT_VENDOR_CODES,
  ESPORTS_VENDOR_CODES,
  GAME_CATEGORIES,
  NAV_CATEGORY_ORDER,
} from './contract/game-types';
export type {
  AnnouncementsQuery,
  AnnouncementsResponse,
  Banner,
  BannerGroup,
  Notice,
  NoticeType,
} from './contract/notice-types';
export { BANNER_GROUPS, NOTICE_TYPES } from './contract/notice-types';
export type { Api } from './contract/paths';
export { api } from './contract/paths';
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
export { domainKeys } from './query-keys/domain-keys';
export { noticeKeys } from './query-keys/notice-keys';
export { systemKeys } from './query-keys/system-keys';
export { vendorKeys } from './query-keys/vendor-keys';
export type { ApiErrorKind, HttpErrorOptions } from './transport/api-errors';
export {
  AbortedError,
  ApiError,
  EnvelopeError,
  HttpError,
  isApiError,
  NetworkError,
  SessionExpiredError,
  TimeoutError,
} from './transport/api-errors';
export { pickCdn, resolveCdnUrl } from './transport/cdn';
export type { ApiClient, ApiClientConfig, CallOptions } from './transport/create-api-client';
export { createApiClient, DEFAULT_TIMEOUT_MS } from './transport/create-api-client';
export {
  CS_PATH_KEY_LENGTH,
  decryptCustomerServicePath,
  decryptPayload,
  ENCRYPTED_HEADER,
  encryptCustomerServicePath,
  encryptPayload,
  MODULE_HEADER,
  PayloadCipherError,
} from './transport/payload-cipher';
export type { ParamScalar } from './transport/query-string';
export { toQueryString, toSearchParams } from './transport/query-string';
