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
