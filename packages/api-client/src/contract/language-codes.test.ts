import { isLanguageCode, LANGUAGE_CODES } from './language-codes';

describe('LANGUAGE_CODES', () => {
  it('are the 35 codes of the i18n catalogue, each once', () => {
    expect(LANGUAGE_CODES).toHaveLength(35);
    expect(new Set(LANGUAGE_CODES).size).toBe(LANGUAGE_CODES.length);
    expect(LANGUAGE_CODES).toEqual(expect.arrayContaining(['CN', 'EN', 'VI', 'JA', 'TH', 'TY', 'TL', 'HE']));
  });

  it('accepts a catalogue code as written and nothing else', () => {
    expect(isLanguageCode('TY')).toBe(true);
    expect(isLanguageCode('ty')).toBe(false);
    expect(isLanguageCode('QQ')).toBe(false);
    expect(isLanguageCode(7)).toBe(false);
  });
});
