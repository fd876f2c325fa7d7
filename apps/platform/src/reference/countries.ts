import type { Country } from '@marquee/api-client/contract';

/**
 * The dialling-code selector: the brand's home market first (the Philippines, PHP
 * wallet), then its South-East Asian markets, then the rest alphabetically by name.
 */
export const COUNTRIES: readonly Country[] = Object.freeze([
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
  { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' },
  { countryCode: 'TH', countryDialingCode: '66', name: 'Thailand' },
  { countryCode: 'ID', countryDialingCode: '62', name: 'Indonesia' },
  { countryCode: 'CN', countryDialingCode: '86', name: 'China' },
  { countryCode: 'MY', countryDialingCode: '60', name: 'Malaysia' },
  { countryCode: 'SG', countryDialingCode: '65', name: 'Singapore' },
  { countryCode: 'KH', countryDialingCode: '855', name: 'Cambodia' },
  { countryCode: 'LA', countryDialingCode: '856', name: 'Laos' },
  { countryCode: 'MM', countryDialingCode: '95', name: 'Myanmar' },
  { countryCode: 'AU', countryDialingCode: '61', name: 'Australia' },
  { countryCode: 'BD', countryDialingCode: '880', name: 'Bangladesh' },
  { countryCode: 'HK', countryDialingCode: '852', name: 'Hong Kong' },
  { countryCode: 'IN', countryDialingCode: '91', name: 'India' },
  { countryCode: 'JP', countryDialingCode: '81', name: 'Japan' },
  { countryCode: 'KR', countryDialingCode: '82', name: 'South Korea' },
  { countryCode: 'NP', countryDialingCode: '977', name: 'Nepal' },
  { countryCode: 'PK', countryDialingCode: '92', name: 'Pakistan' },
  { countryCode: 'TW', countryDialingCode: '886', name: 'Taiwan' },
  { countryCode: 'AE', countryDialingCode: '971', name: 'United Arab Emirates' },
  { countryCode: 'GB', countryDialingCode: '44', name: 'United Kingdom' },
  { countryCode: 'US', countryDialingCode: '1', name: 'United States' },
]);
