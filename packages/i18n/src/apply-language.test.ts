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
  afterAll(() => {});

  it.each(TRANSLATED_LANGUAGES)('switches i18next and <html lang> to %s', async (code) => {
    const i18n = createI18n({ defaultLanguage: 'EN', supportedLanguages: TRANSLATED_LANGUAGES });
    await applyLanguage(i18n, code);
    expect(document.documentElement.lang).toBe(expected[code].html);
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18n.language).toBe(expected[code].html);
    expect(i18n.t('login')).toBe(expected[code].login);
  });

  it('formats dates with the applied locale', async () => {
    const i18n = createI18n({ defaultLanguage: 'EN', supportedLanguages: ['EN', 'VI'] });
    await applyLanguage(i18n, 'VI');
  });
});
