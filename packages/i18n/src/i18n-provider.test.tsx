import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { applyLanguage } from './apply-language';
import { createI18n } from './create-i18n';
import { I18nProvider } from './i18n-provider';
import { useLanguageStore } from './use-language-store';

function Title() {
  const { t } = useTranslation();
  return <h1>{t('login')}</h1>;
}

describe('I18nProvider', () => {
  afterEach(() => {});

  it('applies the stored language on mount', async () => {
    localStorage.setItem('lang', 'ID');
    const i18n = createI18n({ defaultLanguage: 'EN', supportedLanguages: ['EN', 'ID'] });
    const other = createI18n({ defaultLanguage: 'EN', supportedLanguages: ['EN'], storage: null });
    await applyLanguage(other, 'EN');

    render(
      <I18nProvider i18n={i18n}>
        <Title />
      </I18nProvider>,
    );

    expect(await screen.findByRole('heading', { name: 'Masuk' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('id');
  });

  it('exposes the language store to its children', async () => {
    const i18n = createI18n({ defaultLanguage: 'VI', supportedLanguages: ['EN', 'VI'] });
    const { result } = renderHook(() => useLanguageStore((state) => state.current), {
      wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
    });
    await waitFor(() => expect(result.current).toBe('VI'));
  });

  it('renders its children in the same pass when the language is already loaded', () => {
    const i18n = createI18n({ defaultLanguage: 'EN', supportedLanguages: ['EN', 'VI'] });
    render(
      <I18nProvider i18n={i18n}>
        <Title />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('is required by the language hooks', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useLanguageStore())).toThrow(/I18nProvider/);
  });
});
