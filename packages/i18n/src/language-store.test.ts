import { createLanguageStore } from './language-store';

const config = { defaultLanguage: 'EN', supportedLanguages: ['EN', 'TY', 'VI'] } as const;

describe('createLanguageStore', () => {
  it('starts from the brand default when nothing is stored', () => {
    const state = createLanguageStore(config).getState();
    expect(state.current).toBe('EN');
    expect(state.previous).toBeNull();
    expect(state.supported).toEqual(['EN', 'TY', 'VI']);
  });

  it('restores lang and hisLang from localStorage', () => {
    localStorage.setItem('lang', 'VI');
    localStorage.setItem('hisLang', 'TY');
    const state = createLanguageStore(config).getState();
    expect(state.current).toBe('VI');
    expect(state.previous).toBe('TY');
  });

  it('ignores stored languages the brand does not support', () => {
    localStorage.setItem('lang', 'TH');
    localStorage.setItem('hisLang', 'garbage');
    const state = createLanguageStore(config).getState();
    expect(state.current).toBe('EN');
    expect(state.previous).toBeNull();
  });

  it('takes a language the address asks for (any case) as the choice and stores it like a switch', () => {
    localStorage.setItem('lang', 'TY');
    const state = createLanguageStore({ ...config, requestedLanguage: 'vi' }).getState();
    expect(state).toMatchObject({ current: 'VI', previous: 'TY' });
    expect(localStorage.getItem('lang')).toBe('VI');
    expect(localStorage.getItem('hisLang')).toBe('TY');
  });

  it('ignores an address language the brand does not offer, and one already chosen', () => {
    localStorage.setItem('lang', 'TY');
    localStorage.setItem('hisLang', 'EN');
    expect(createLanguageStore({ ...config, requestedLanguage: 'th' }).getState()).toMatchObject({
      current: 'TY',
      previous: 'EN',
    });
    expect(createLanguageStore({ ...config, requestedLanguage: ' ty ' }).getState()).toMatchObject({
      current: 'TY',
      previous: 'EN',
    });
    expect(localStorage.getItem('lang')).toBe('TY');
    expect(localStorage.getItem('hisLang')).toBe('EN');
  });

  it('persists a change as lang and the old language as hisLang', () => {
    const store = createLanguageStore(config);
    store.getState().setLanguage('TY');
    expect(store.getState()).toMatchObject({ current: 'TY', previous: 'EN' });
    expect(localStorage.getItem('lang')).toBe('TY');
    expect(localStorage.getItem('hisLang')).toBe('EN');

    expect(createLanguageStore(config).getState()).toMatchObject({ current: 'TY', previous: 'EN' });
  });

  it('does not touch storage when the language does not change', () => {
    const store = createLanguageStore(config);
    store.getState().setLanguage('EN');
    expect(localStorage.getItem('lang')).toBeNull();
    expect(store.getState().previous).toBeNull();
  });

  it('refuses unsupported languages', () => {
    const store = createLanguageStore(config);
    expect(() => store.getState().setLanguage('TH')).toThrow(RangeError);
    expect(store.getState().current).toBe('EN');
  });

  it('refuses a default outside the supported list', () => {
    expect(() => createLanguageStore({ defaultLanguage: 'CN', supportedLanguages: ['EN'] })).toThrow(
      /defaultLanguage "CN"/,
    );
  });

  it('keeps working when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const store = createLanguageStore({ ...config, storage: broken });
    store.getState().setLanguage('VI');
    expect(store.getState().current).toBe('VI');
  });

  it('keeps the choice in memory only when storage is null', () => {
    const store = createLanguageStore({ ...config, storage: null });
    store.getState().setLanguage('VI');
    expect(localStorage.getItem('lang')).toBeNull();
  });
});
