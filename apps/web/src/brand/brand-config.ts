import { DEMO_PAYLOAD_KEY, type LotteryType } from '@marquee/api-client';
import type { LanguageCode } from '@marquee/i18n';
import type { ChatServiceHours } from '@marquee/support';
import { BRAND_IDENTITY } from './brand-identity';

/** Settings of the white-label brand this build serves. */
export interface BrandConfig {
  /** platform code sent to the server: W is web */
  platform: 'W';
  merchant: string;
  /** whose games /lottery lists (see LOTTERY_TYPE_VENDORS) */
  lotteryType: LotteryType;
  headerColor: string;
  device: 'WEB';
  defaultLanguage: LanguageCode;
  supportedLanguages: readonly LanguageCode[];
  /** when on, visitors without a session are sent to /login from every page but the login area */
  loginedToHomePage: boolean;
  /**
   * when on, the platform's popup announcements show after sign-in, each once per sign-in unless
   * hidden for the day (on for the demo brand; `VITE_POPUP_ANNOUNCEMENTS=false` turns them off)
   */
  popupAnnouncements: boolean;
  /**
   * with popupAnnouncements, visitors meet them too, on home only, once per tab (`VITE_POPUP_FOR_VISITORS=true`;
   * off for the demo brand, whose home then fetches neither the popup host nor its texts on a first visit)
   */
  popupAnnouncementsForVisitors: boolean;
  brandName: string;
  logoSrc: string;
  /** when the brand's customer service answers: the live chat tells a player writing outside them */
  serviceHours: ChatServiceHours;
  /** dialling code (digits, no '+') the login and registration forms start with */
  countryDialingCode: string;
  /** shown until the platform's permission response names the merchant's currency */
  currencyFallback: { code: string; symbol: string };
  payloadKey: string;
  /** '' means same origin */
  apiBaseUrl: string;
}

export interface BrandEnv {
  VITE_API_BASE_URL?: string;
  VITE_PAYLOAD_KEY?: string;
  VITE_LOGINED_TO_HOME?: string;
  VITE_POPUP_ANNOUNCEMENTS?: string;
  VITE_POPUP_FOR_VISITORS?: string;
}

export function createBrandConfig(env: BrandEnv): BrandConfig {
  return {
    platform: 'W',
    merchant: 'MARQUEE',
    lotteryType: 'SEA',
    headerColor: BRAND_IDENTITY.headerColor,
    device: 'WEB',
    defaultLanguage: 'EN',
    supportedLanguages: ['EN', 'TY', 'VI', 'TH', 'ID', 'CN'],
    loginedToHomePage: env.VITE_LOGINED_TO_HOME === 'true',
    popupAnnouncements: env.VITE_POPUP_ANNOUNCEMENTS !== 'false',
    popupAnnouncementsForVisitors: env.VITE_POPUP_FOR_VISITORS === 'true',
    brandName: BRAND_IDENTITY.brandName,
    logoSrc: BRAND_IDENTITY.logoSrc,
    serviceHours: { opens: '09:00', closes: '21:00', timeZone: 'GMT+8', replyWithinHours: 12 },
    countryDialingCode: '63',
    currencyFallback: { code: 'PHP', symbol: '₱' },
    payloadKey: env.VITE_PAYLOAD_KEY || DEMO_PAYLOAD_KEY,
    // A trailing slash would double up with the contract's absolute paths.
    apiBaseUrl: (env.VITE_API_BASE_URL ?? '').replace(/\/+$/, ''),
  };
}

export const brandConfig: BrandConfig = createBrandConfig(import.meta.env);
