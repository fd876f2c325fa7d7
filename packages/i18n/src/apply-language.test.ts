import dayjs from 'dayjs';
import { applyLanguage } from './apply-language';
import { createI18n } from './create-i18n';
import { TRANSLATED_LANGUAGES } from './languages';

const expected = {
  CN: { dayjs: 'zh-cn', html: 'zh-CN', confirm: '确认' },
  EN: { dayjs: 'en', html: 'en', confirm: 'Confirm' },
  ID: { dayjs: 'id', html: 'id', confirm: 'Konfirmasi' },
  TH: { dayjs: 'th', html: 'th', confirm: 'ยืนยัน' },
  TY: { dayjs: 'tl-ph', html: 'fil', confirm: 'Kumpirmahin' },
  VI: { dayjs: 'vi', html: 'vi', confirm: 'Xác nhận' },
} as const;

describe('applyLanguage', () => {
  afterAll(() => {
    dayjs.locale('en');
  });

  it.each(TRANSLATED_LANGUAGES)('switches i18next, dayjs and <html lang> to %s', async (code) => {
    const i18n = createI18n({ defaultLanguage: 'EN', supportedLanguages: TRANSLATED_LANGUAGES });
    await applyLanguage(i18n, code);
    expect(dayjs.locale()).toBe(expected[code].dayjs);
    expect(document.documentElement.lang).toBe(expected[code].html);
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18n.language).toBe(expected[code].html);
    expect(i18n.t('confirm')).toBe(expected[code].confirm);
  });

  it('formats dates with the applied locale', async () => {
    const i18n = createI18n({ defaultLanguage: 'EN', supportedLanguages: ['EN', 'VI'] });
    await applyLanguage(i18n, 'VI');
    expect(dayjs('2024-03-05').format('MMMM')).toBe('tháng 3');
  });
});
