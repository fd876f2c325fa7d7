/** The demo brand: its name, merchant code, currency and languages, served by the whitelabel call. */
export const BRAND = {
  name: 'Marquee Demo',
  merchantCode: 'MARQUEE',
  currency: { code: 'PHP', symbol: '₱' },
  gtagId: null as string | null,
  defaultLanguage: 'EN',
  supportedLanguages: ['EN', 'TY'],
};
export type Brand = typeof BRAND;
