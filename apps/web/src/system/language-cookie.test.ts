import { createI18n, getLanguageStore } from '@marquee/i18n';
import { mirrorLanguageCookie } from './language-cookie';

const cookie = () => document.cookie.split('; ').find((entry) => entry.startsWith('lang='));

describe('mirrorLanguageCookie', () => {
  afterEach(() => {
    document.cookie = 'lang=; path=/; max-age=0';
    localStorage.clear();
  });

  it('writes the language in use at start and every new choice, for the server’s banner preload', () => {
    localStorage.setItem('lang', 'TY');
    const store = getLanguageStore(createI18n({ defaultLanguage: 'EN', supportedLanguages: ['EN', 'TY'] }));
    const stop = mirrorLanguageCookie(store);
    expect(cookie()).toBe('lang=TY');
    store.getState().setLanguage('EN');
    expect(cookie()).toBe('lang=EN');
    stop();
    store.getState().setLanguage('TY');
    expect(cookie()).toBe('lang=EN');
  });
});
