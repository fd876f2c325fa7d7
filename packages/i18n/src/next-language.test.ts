import { nextLanguage } from './next-language';

describe('nextLanguage', () => {
  it('moves to the following supported language', () => {
    expect(nextLanguage('CN', ['CN', 'EN', 'TH'])).toBe('EN');
  });

  it('wraps from the last language to the first', () => {
    expect(nextLanguage('TH', ['CN', 'EN', 'TH'])).toBe('CN');
    expect(nextLanguage('TY', ['EN', 'TY'])).toBe('EN');
  });

  it('stays put when only one language is supported', () => {
    expect(nextLanguage('EN', ['EN'])).toBe('EN');
  });

  it('starts over at the first language when the current one is not supported', () => {
    expect(nextLanguage('VI', ['EN', 'TY'])).toBe('EN');
  });

  it('keeps the current language when the list is empty', () => {
    expect(nextLanguage('EN', [])).toBe('EN');
  });
});
