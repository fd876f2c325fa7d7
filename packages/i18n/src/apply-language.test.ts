import { applyLanguage } from './apply-language';
import { createI18n } from './create-i18n';
import { TRANSLATED_LANGUAGES } from './languages';

const expected = {
  CN: { html: 'zh-CN', login: '登录' },
  EN: { html: 'en', login: 'Log in' },
  ID: { html: 'id', login: 'Masuk' },
  TH: { html: 'th', login: 'เข้าสู่ระบบ' },
  TY: { html: 'fil', login: 'Mag-log in' },
  VI: { html: 'vi', login: 'Đăng nhập' },
} as const;

describe('applyLanguage', () => {
  it.each(TRANSLATED_LANGUAGES)('switches i18next and <html lang> to %s', async (code) => {
    const i18n = createI18n({ defaultLanguage: 'EN', supportedLanguages: TRANSLATED_LANGUAGES });
    await applyLanguage(i18n, code);
    expect(document.documentElement.lang).toBe(expected[code].html);
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18n.language).toBe(expected[code].html);
    expect(i18n.t('login')).toBe(expected[code].login);
  });

  // dates and money are formatted by Intl with i18next's language: it must be a locale Intl has,
  // not one it silently replaces with its default
  it.each(TRANSLATED_LANGUAGES)('leaves %s as a language Intl formats dates in', async (code) => {
    const i18n = createI18n({ defaultLanguage: 'EN', supportedLanguages: TRANSLATED_LANGUAGES });
    await applyLanguage(i18n, code);
    expect(Intl.DateTimeFormat.supportedLocalesOf(i18n.language)).toEqual([i18n.language]);
  });

  it('formats a date in Vietnamese once VI is applied', async () => {
    const i18n = createI18n({ defaultLanguage: 'EN', supportedLanguages: ['EN', 'VI'] });
    await applyLanguage(i18n, 'VI');
    const month = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
    expect(month.format(Date.UTC(2026, 0, 15))).toMatch(/^tháng 1$/i);
  });
});
