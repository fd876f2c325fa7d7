import { createI18n, getLanguageStore } from '@marquee/i18n';
import { takeAddressLanguage } from './address-language';

describe('takeAddressLanguage', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    localStorage.clear();
  });

  it('returns the language a link asks for and leaves the rest of the address as it was', () => {
    window.history.replaceState({ key: 'k1' }, '', '/promotions?tab=new&lang=vi#top');
    expect(takeAddressLanguage(window.location, window.history)).toBe('vi');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/promotions?tab=new#top',
    );
    expect(window.history.state).toEqual({ key: 'k1' });
  });

  it('changes nothing when the address names no language', () => {
    window.history.replaceState(null, '', '/live?tab=new');
    expect(takeAddressLanguage(window.location, window.history)).toBeNull();
    expect(window.location.search).toBe('?tab=new');
  });

  it('makes ?lang=TH (any case) the stored choice, over an earlier one', () => {
    localStorage.setItem('lang', 'VI');
    window.history.replaceState(null, '', '/?LANG=x&lang=tH');
    const store = getLanguageStore(
      createI18n({
        defaultLanguage: 'EN',
        supportedLanguages: ['EN', 'TH', 'VI'],
        requestedLanguage: takeAddressLanguage(window.location, window.history),
      }),
    );
    expect(store.getState().current).toBe('TH');
    expect(localStorage.getItem('lang')).toBe('TH');
    expect(localStorage.getItem('hisLang')).toBe('VI');
    expect(window.location.search).toBe('?LANG=x');
  });
});
