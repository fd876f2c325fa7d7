import {
  CATALOGUE_LANGUAGE_CODES,
  getLanguageInfo,
  HEADER_LANGUAGES,
  isCatalogueLanguage,
  LANGUAGE_CATALOGUE,
} from './language-catalogue';
import { TRANSLATED_LANGUAGES } from './languages';

describe('LANGUAGE_CATALOGUE', () => {
  it('has unique codes and html tags', () => {
    const codes = LANGUAGE_CATALOGUE.map((entry) => entry.code);
    const tags = LANGUAGE_CATALOGUE.map((entry) => entry.htmlLang);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(tags).size).toBe(tags.length);
    expect(codes.length).toBeGreaterThanOrEqual(30);
  });

  it('lists its codes in catalogue order in CATALOGUE_LANGUAGE_CODES', () => {
    expect(CATALOGUE_LANGUAGE_CODES).toEqual(LANGUAGE_CATALOGUE.map((entry) => entry.code));
  });

  it('marks exactly the translated languages as having a translation file', () => {
    const translated = LANGUAGE_CATALOGUE.filter((entry) => entry.hasTranslation).map((entry) => entry.code);
    expect(translated.sort()).toEqual([...TRANSLATED_LANGUAGES].sort());
  });

  it('uses valid BCP-47 tags', () => {
    for (const entry of LANGUAGE_CATALOGUE) {
      expect(Intl.getCanonicalLocales(entry.htmlLang)).toEqual([entry.htmlLang]);
    }
  });

  it('writes Arabic, Persian, Urdu and Hebrew right to left', () => {
    const rtl = LANGUAGE_CATALOGUE.filter((entry) => entry.dir === 'rtl').map((entry) => entry.code);
    expect(rtl.sort()).toEqual(['AR', 'FA', 'HE', 'UR']);
  });

  it('describes Chinese and Tagalog by their brand labels', () => {
    expect(getLanguageInfo('CN')).toEqual({
      code: 'CN',
      nativeName: '简体中文',
      htmlLang: 'zh-CN',
      dir: 'ltr',
      hasTranslation: true,
    });
    expect(getLanguageInfo('TY')).toMatchObject({
      nativeName: 'Tagalog',
      htmlLang: 'fil',
    });
  });

  it('lists the header languages in menu order, all from the catalogue', () => {
    expect(HEADER_LANGUAGES).toEqual(['CN', 'EN', 'VI', 'JA', 'TH', 'TY']);
    for (const code of HEADER_LANGUAGES) expect(isCatalogueLanguage(code)).toBe(true);
  });

  it('rejects unknown codes', () => {
    expect(isCatalogueLanguage('XX')).toBe(false);
    expect(isCatalogueLanguage(undefined)).toBe(false);
  });
});
