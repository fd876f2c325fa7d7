import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { createI18n } from './create-i18n';
import { I18nProvider } from './i18n-provider';
import { forgetFetchedBundles, LANGUAGE_LOADERS, type LanguageBundle } from './language-bundles';
import { LanguageMenu } from './language-menu';
import { TRANSLATED_LANGUAGES } from './languages';

function ConfirmButton() {
  const { t } = useTranslation();
  return <button type="button">{t('login')}</button>;
}

function renderMenu(props: { onChange?: (code: string) => void; onError?: (error: unknown) => void } = {}) {
  const i18n = createI18n({
    defaultLanguage: 'EN',
    supportedLanguages: TRANSLATED_LANGUAGES,
    onMissingKey: 'throw',
  });
  render(
    <I18nProvider i18n={i18n}>
      <LanguageMenu {...props} />
      <ConfirmButton />
    </I18nProvider>,
  );
  return { user: userEvent.setup() };
}

describe('LanguageMenu', () => {
  it('is a menu button showing the current code, its menu closed', () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'EN, Language: English' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('lists every language by its own name, the current one checked', async () => {
    const { user } = renderMenu();
    await user.click(screen.getByRole('button', { name: /Language: English/ }));
    const menu = screen.getByRole('menu', { name: 'Language' });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual([
      '简体中文',
      'English',
      'Bahasa Indonesia',
      'ภาษาไทย',
      'Tagalog',
      'Tiếng Việt',
    ]);
    expect(within(menu).getByRole('menuitemradio', { checked: true })).toHaveTextContent('English');
    expect(within(menu).getByRole('menuitemradio', { name: 'Tiếng Việt' })).toHaveAttribute('lang', 'vi');
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
  });

  it('loads the chosen language, then applies and stores it and gives focus back', async () => {
    // Vietnamese arrives when the test says: another file of the run may have fetched it already
    forgetFetchedBundles();
    const realLoader = LANGUAGE_LOADERS.VI;
    let arrive = () => {};
    vi.spyOn(LANGUAGE_LOADERS, 'VI').mockImplementation(
      () =>
        new Promise<LanguageBundle>((resolve) => {
          arrive = () => resolve(realLoader());
        }),
    );
    const onChange = vi.fn();
    const { user } = renderMenu({ onChange });
    const button = screen.getByRole('button', { name: /Language: English/ });
    await user.click(button);
    await user.click(screen.getByRole('menuitemradio', { name: 'Tiếng Việt' }));

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    // the page keeps its language while Vietnamese loads
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByRole('button', { name: 'Đăng nhập' })).toBeInTheDocument();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toHaveAccessibleName('VI, Ngôn ngữ: Tiếng Việt');
    expect(document.documentElement.lang).toBe('vi');
    expect(localStorage.getItem('lang')).toBe('VI');
    expect(localStorage.getItem('hisLang')).toBe('EN');
    expect(onChange.mock.calls).toEqual([['VI']]);
  });

  it('works from the keyboard: arrows, Home, End, Escape and Enter', async () => {
    const { user } = renderMenu();
    const button = screen.getByRole('button', { name: /Language: English/ });
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('menuitemradio', { name: 'Tiếng Việt' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitemradio', { name: '简体中文' })).toHaveFocus();
    await user.keyboard('{End}{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: '简体中文' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(await screen.findByRole('button', { name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('TH');
    expect(button).toHaveFocus();
  });

  it('closes on Escape without closing a dialog around it', async () => {
    const dialogKeys = vi.fn();
    const i18n = createI18n({
      defaultLanguage: 'EN',
      supportedLanguages: ['EN', 'TY'],
      onMissingKey: 'throw',
    });
    render(
      <I18nProvider i18n={i18n}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: stands in for a dialog's key handler */}
        <div onKeyDown={(event) => dialogKeys(event.key)}>
          <LanguageMenu />
        </div>
      </I18nProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Language: English/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(dialogKeys).not.toHaveBeenCalledWith('Escape');
  });

  it('closes when a press lands outside it, changing nothing', async () => {
    const { user } = renderMenu();
    await user.click(screen.getByRole('button', { name: /Language: English/ }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBeNull();
  });
});
