import { SLOW_MACHINE } from '@marquee/vitest-preset/wait';
import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { createI18n, getLanguageStore } from './create-i18n';
import { createTestI18n } from './create-test-i18n';
import { everyDefinedFeatureTexts, loadFeatureTexts } from './feature-texts';
import { I18nProvider } from './i18n-provider';
import { isLanguageLoaded, loadLanguage } from './language-bundles';
import { MissingTranslationKeyError } from './missing-key';

function Text({ k }: { k: string }) {
  const { t } = useTranslation();
  return <p>{t(k)}</p>;
}

describe('createI18n', () => {
  it('is ready synchronously in English, which is bundled', () => {
    const i18n = createI18n({ defaultLanguage: 'EN', supportedLanguages: ['CN', 'EN'] });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('en');
    expect(isLanguageLoaded(i18n, 'EN')).toBe(true);
    expect(i18n.t('customer_service')).toBe('Customer service');
  });

  it('is initialised synchronously in the brand default language, whose texts load on demand', async () => {
    const i18n = createI18n({ defaultLanguage: 'CN', supportedLanguages: ['CN', 'EN'] });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('zh-CN');
    await loadLanguage(i18n, 'CN');
    expect(i18n.t('customer_service')).toBe('在线客服');
  });

  it('starts in the stored language', async () => {
    localStorage.setItem('lang', 'TH');
    const i18n = createI18n({ defaultLanguage: 'EN', supportedLanguages: ['EN', 'TH'] });
    expect(getLanguageStore(i18n).getState().current).toBe('TH');
    await loadLanguage(i18n, 'TH');
    expect(i18n.t('login')).toBe('เข้าสู่ระบบ');
  });

  it('interpolates without HTML-escaping, since React escapes', () => {
    const i18n = createTestI18n();
    expect(i18n.t('copyright', { year: 2025, brand: 'A & B' })).toBe('© 2025 A & B. All rights reserved.');
    expect(i18n.t('slide_n_of_m', { index: 2, count: 5 })).toBe('Slide 2 of 5');
    expect(i18n.t('your_ip', { ip: '203.0.113.7' })).toBe('Your IP address: 203.0.113.7');
  });

  it('treats dots in keys literally', () => {
    const i18n = createI18n({ defaultLanguage: 'EN', supportedLanguages: ['EN'], onMissingKey: 'ignore' });
    expect(i18n.t('Loading.')).toBe('Loading.');
  });

  it('drives the i18next language from its store', () => {
    const i18n = createTestI18n({ supportedLanguages: ['EN', 'VI'] });
    getLanguageStore(i18n).getState().setLanguage('VI');
    expect(i18n.language).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');
  });

  it('rejects a default outside the supported list', () => {
    expect(() => createI18n({ defaultLanguage: 'TY', supportedLanguages: ['EN'] })).toThrow(RangeError);
  });

  it('only hands out stores for its own instances', async () => {
    const { createInstance } = await import('i18next');
    expect(() => getLanguageStore(createInstance())).toThrow(/createI18n/);
  });
});

describe('missing keys', () => {
  it('throw in strict mode', () => {
    const i18n = createTestI18n({ language: 'TY', supportedLanguages: ['EN', 'TY'] });
    expect(() => i18n.t('no_such_key')).toThrow(MissingTranslationKeyError);
    expect(() => i18n.t('no_such_key')).toThrow('Missing translation key "no_such_key" (fil)');
  });

  it('fail the render of a component that uses one in strict mode', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const i18n = createTestI18n();
    expect(() =>
      render(
        <I18nProvider i18n={i18n}>
          <Text k="headr_login" />
        </I18nProvider>,
      ),
    ).toThrow(MissingTranslationKeyError);
  });

  it('render normally when every key exists in strict mode', () => {
    const i18n = createTestI18n({ language: 'CN', supportedLanguages: ['CN'] });
    render(
      <I18nProvider i18n={i18n}>
        <Text k="go_home" />
      </I18nProvider>,
    );
    expect(screen.getByText('返回首页')).toBeInTheDocument();
  });

  it('warn and fall back to the key by default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const i18n = createI18n({ defaultLanguage: 'EN', supportedLanguages: ['EN'] });
    await loadFeatureTexts(i18n, everyDefinedFeatureTexts());
    expect(i18n.t('no_such_key')).toBe('no_such_key');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Missing translation key "no_such_key"'));
  });

  it('fetch the feature texts instead when a feature asks for one before they came', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const i18n = createI18n({ defaultLanguage: 'EN', supportedLanguages: ['EN'] });
    expect(i18n.t('confirm')).toBe('confirm');
    await vi.waitFor(() => expect(i18n.t('confirm')).toBe('Confirm'), SLOW_MACHINE);
    expect(warn).not.toHaveBeenCalled();
  });

  it('stay silent when ignored', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const i18n = createI18n({ defaultLanguage: 'EN', supportedLanguages: ['EN'], onMissingKey: 'ignore' });
    expect(i18n.t('no_such_key')).toBe('no_such_key');
    expect(warn).not.toHaveBeenCalled();
  });
});
