import type { LanguageCode } from './language-codes';

/** Feature flags of the whitelabel tree. enabled = 1 switches a feature on. */
export const FEATURE_FLAGS = [
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'USERNAMEREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'DIRECTREG3',
  'AGENTPOLICY3',
  'CHNGPASSVERIF3',
  'LOGINCOUNTRYCODE3',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export interface WhitelabelModule {
  modId: string;
  enabled: 0 | 1;
  children?: WhitelabelModule[];
}

export type SystemStatusCode = 0 | 1 | 2;

export interface MaintenanceInfo {
  /** ISO 8601 end time, null when unknown */
  endTime: string | null;
}

export interface SystemStatus {
  status: SystemStatusCode;
  maintenance: MaintenanceInfo | null;
  /** the visitor's IP as the platform sees it */
  ip: string;
}

export type ResourceType =
  | 'FACEBOOK'
  | 'INSTAGRAM'
  | 'TWITTER'
  | 'YOUTUBE'
  | 'TELEGRAM'
  | 'WHATSAPP'
  | 'LINE'
  | 'ZALO';

export interface Resource {
  resourceType: ResourceType;
  url: string;
  qrCodeUrl: string | null;
  labelNameEn: string;
  iconUrl: string;
}

export type CustomerServiceType = 'VIP' | 'LIVECHAT';

export interface CustomerServiceEntry {
  csType: CustomerServiceType;
  /** '1' direct URL, '2' in-site page, '3' encrypted: the last 8 characters are the key */
  type: '1' | '2' | '3';
  path: string;
}

export interface CustomerServiceResponse {
  version: {
    pathList: Array<{ type: CustomerServiceEntry['type']; path: string; csType: CustomerServiceType }>;
  };
}

export interface RegistrationFieldRule {
  field: string;
  patternId: number;
  /** a regular expression source, or '*' for any */
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
  required: boolean;
}

/**
 * The sections home can show, each from a feature package's public sections, in today's order:
 * a brand that names no choice gets them all, so.
 */
export const DEFAULT_HOME_SECTIONS = [
  'recent',
  'favourites',
  'hot',
  'recommended',
  'jackpot',
  'vendors',
] as const;
export type HomeSectionId = (typeof DEFAULT_HOME_SECTIONS)[number];

export interface PermissionInfo {
  merchantCode: string;
  currency: { code: string; symbol: string };
  whitelabel: WhitelabelModule[];
  register: RegistrationFieldRule[];
  resources: Resource[];
  customerService: CustomerServiceEntry[];
  analytics: { gtagId: string | null };
  imageCDNs: string[];
  launchGameCDNs: string[];
  location: { ip: string };
  maintenance: MaintenanceInfo | null;
  regionRestriction: boolean;
  /**
   * Home's sections in the brand's order; one left out is not shown (a member's own lists still
   * come first). Absent (an older platform): DEFAULT_HOME_SECTIONS.
   */
  homeSections?: HomeSectionId[];
  /**
   * Whether the platform can mail reset links and codes (production needs a mail server).
   * Absent (an older platform): it can.
   */
  mailDelivery?: boolean;
  /**
   * The age a player must have reached to play at this brand: the footer states it, registration
   * asks the player to confirm it and a birthday that makes the member younger is refused. Absent
   * (an older platform): DEFAULT_MINIMUM_AGE.
   */
  minimumAge?: number;
}

export interface PermissionQuery {
  /** the host the web app is served from; the platform picks the brand by it */
  url: string;
}

export interface DomainEntry {
  domain: string;
  /** measured latency in ms; lower is faster */
  speed: number;
}

export interface DomainsResponse {
  domainList: DomainEntry[];
  resources: Resource[];
}

export interface DomainRouteResponse {
  domain: string;
  valid: boolean;
}

export interface HelpCenterQuery {
  /** the articles' language; a language the brand has not written them in gets English */
  language: LanguageCode;
}

export interface HelpCenterResponse {
  /** the language the articles are in: the asked one, or English */
  language: LanguageCode;
  /** every language the brand wrote its help centre in */
  languages: LanguageCode[];
  articles: HelpCenterArticle[];
}

export interface HelpCenterArticle {
  id: number;
  /** stable across languages: the article's address (/help/<slug>) */
  slug: string;
  /** stable across languages: the category's anchor */
  categorySlug: string;
  /** the category's name in the article's language */
  category: string;
  title: string;
  /** HTML from the back office: render it through the sanitiser only */
  content: string;
}

export interface LanguageNotify {
  language: LanguageCode;
}

export type AppPlatform = 'IOS' | 'ANDROID';

/** A build of the brand's app, as the download page shows it. */
export interface AppRelease {
  platform: AppPlatform;
  /** where the phone downloads it: the QR code holds this address */
  url: string;
  version: string;
  sizeBytes: number;
  /** ISO 8601 */
  releasedAt: string;
}

export interface AppDownloadResponse {
  releases: AppRelease[];
}
