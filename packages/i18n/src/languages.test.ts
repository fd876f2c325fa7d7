import { isTranslatedLanguage, parseLanguageCode } from './languages';

describe('isTranslatedLanguage', () => {
  it('accepts the six translated codes only', () => {
    expect(isTranslatedLanguage('TY')).toBe(true);
    expect(isTranslatedLanguage('JA')).toBe(false);
    expect(isTranslatedLanguage(42)).toBe(false);
  });
});

describe('parseLanguageCode', () => {
  it('accepts supported codes regardless of case and spacing', () => {
    expect(parseLanguageCode(' vi ', ['EN', 'VI'])).toBe('VI');
  });

  it('rejects codes the brand does not support', () => {
    expect(parseLanguageCode('TH', ['EN', 'VI'])).toBeNull();
    expect(parseLanguageCode(null, ['EN'])).toBeNull();
    expect(parseLanguageCode('', ['EN'])).toBeNull();
  });
});
