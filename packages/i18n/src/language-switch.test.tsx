import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { createI18n } from './create-i18n';
import { I18nProvider } from './i18n-provider';
import { LanguageSwitch } from './language-switch';

function ConfirmButton() {
  const { t } = useTranslation();
  return <button type="button">{t('login')}</button>;
}

function renderSwitch(onChange?: (code: string) => void) {
  const i18n = createI18n({ defaultLanguage: 'EN', supportedLanguages: ['EN', 'TY'], onMissingKey: 'throw' });
  render(
    <I18nProvider i18n={i18n}>
      <LanguageSwitch onChange={onChange} />
      <ConfirmButton />
    </I18nProvider>,
  );
}

describe('LanguageSwitch', () => {
  afterEach(() => {
    dayjs.locale('en');
  });

  it('shows the current code and names both languages natively', () => {
    renderSwitch();
    const button = screen.getByRole('button', { name: 'EN, Language: English. Switch to Tagalog' });
    expect(button).toHaveTextContent('EN');
  });

  it('cycles EN → TY → EN, persisting and applying each language', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderSwitch(onChange);

    await user.click(screen.getByRole('button', { name: /Language: English/ }));

    const tagalog = await screen.findByRole('button', { name: 'TY, Wika: Tagalog. Lumipat sa English' });
    expect(tagalog).toHaveTextContent('TY');
    expect(screen.getByRole('button', { name: 'Mag-log in' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fil');
    expect(dayjs.locale()).toBe('tl-ph');
    expect(localStorage.getItem('lang')).toBe('TY');
    expect(localStorage.getItem('hisLang')).toBe('EN');

    await user.click(tagalog);

    expect(
      screen.getByRole('button', { name: 'EN, Language: English. Switch to Tagalog' }),
    ).toHaveTextContent('EN');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(dayjs.locale()).toBe('en');
    expect(localStorage.getItem('lang')).toBe('EN');
    expect(localStorage.getItem('hisLang')).toBe('TY');
    expect(onChange.mock.calls).toEqual([['TY'], ['EN']]);
  });

  it('passes extra props to the button', () => {
    render(
      <I18nProvider i18n={createI18n({ defaultLanguage: 'EN', supportedLanguages: ['EN'] })}>
        <LanguageSwitch className="header-lang" disabled />
      </I18nProvider>,
    );
    const button = screen.getByRole('button', { name: 'EN, Language: English. Switch to English' });
    expect(button).toHaveClass('header-lang');
    expect(button).toBeDisabled();
  });
});
