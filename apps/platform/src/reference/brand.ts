import { DEFAULT_HOME_SECTIONS, type HomeSectionId } from '@marquee/api-client/contract';

/**
 * The demo brand: its name, merchant code, currency, languages and home's sections (order and
 * presence), served by the whitelabel call.
 */
export const BRAND = {
  name: 'Marquee Demo',
  merchantCode: 'MARQUEE',
  currency: { code: 'PHP', symbol: '₱' },
  gtagId: null as string | null,
  defaultLanguage: 'EN',
  supportedLanguages: ['EN', 'TY'],
  homeSections: [...DEFAULT_HOME_SECTIONS] as HomeSectionId[],
};
export type Brand = typeof BRAND;
