import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { applyLanguage } from './apply-language';
import { createI18n, getLanguageStore } from './create-i18n';
import { I18nProvider } from './i18n-provider';
import {
  forgetFetchedBundles,
  isLanguageLoaded,
  LANGUAGE_LOADERS,
  type LanguageBundle,
  type LazyLanguageCode,
  loadLanguage,
} from './language-bundles';
import { LanguageMenu } from './language-menu';

/** Replaces a loader with one the test resolves or fails by hand; `calls` counts the imports. */
function controlLoader(code: LazyLanguageCode) {
  const real = LANGUAGE_LOADERS[code];
  const pending: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const spy = vi.spyOn(LANGUAGE_LOADERS, code).mockImplementation(
    () =>
      new Promise<LanguageBundle>((resolve, reject) => {
        pending.push({ resolve: () => resolve(real()), reject });
      }),
  );
  return {
    spy,
    /** Lets the oldest waiting import finish (with the real chunk). */
    finish: async () => {
      await act(async () => pending.shift()?.resolve());
    },
    fail: async (error = new Error('Failed to fetch dynamically imported module')) => {
      await act(async () => pending.shift()?.reject(error));
    },
  };
}

function Confirm({ seen }: { seen?: string[] }) {
  const { t } = useTranslation();
  const text = t('login');
  seen?.push(text);
  return <button type="button">{text}</button>;
}

function newI18n(options: { defaultLanguage?: 'EN' | 'TY' | 'VI' } = {}) {
  return createI18n({
    defaultLanguage: options.defaultLanguage ?? 'EN',
    supportedLanguages: ['EN', 'TY', 'VI'],
    onMissingKey: 'throw',
    storage: null,
  });
}

/** English and Tagalog offered, starting with the language the player's storage (localStorage) holds. */
function storedLanguageI18n() {
  return createI18n({ defaultLanguage: 'EN', supportedLanguages: ['EN', 'TY'], onMissingKey: 'throw' });
}

beforeEach(() => {
  forgetFetchedBundles();
});

afterEach(() => {
  document.documentElement.lang = '';
});

describe('loading languages on demand', () => {
  it('bundles only English: other languages load on the first switch to them', async () => {
    const tagalog = vi.spyOn(LANGUAGE_LOADERS, 'TY');
    const i18n = newI18n();
    expect(isLanguageLoaded(i18n, 'EN')).toBe(true);
    expect(isLanguageLoaded(i18n, 'TY')).toBe(false);
    expect(tagalog).not.toHaveBeenCalled();

    await applyLanguage(i18n, 'TY');

    expect(tagalog).toHaveBeenCalledTimes(1);
    expect(i18n.language).toBe('fil');
    expect(i18n.t('login')).toBe('Mag-log in');
    expect(document.documentElement.lang).toBe('fil');
  });

  it('changes nothing until the bundle is in', async () => {
    const loader = controlLoader('VI');
    const i18n = newI18n();
    await applyLanguage(i18n, 'EN');

    const switching = applyLanguage(i18n, 'VI');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    await loader.finish();
    await switching;
    expect(i18n.language).toBe('vi');
  });

  it('shares one import between concurrent loads of a language', async () => {
    const loader = controlLoader('TY');
    const first = newI18n();
    const second = newI18n();

    const loads = [
      applyLanguage(first, 'TY'),
      applyLanguage(first, 'TY'),
      loadLanguage(first, 'TY'),
      loadLanguage(second, 'TY'),
    ];
    expect(loader.spy).toHaveBeenCalledTimes(1);

    await loader.finish();
    await Promise.all(loads);
    expect(first.t('login')).toBe('Mag-log in');
    expect(second.t('login', { lng: 'fil' })).toBe('Mag-log in');
  });

  it('caches a loaded language for later switches and for new instances', async () => {
    const tagalog = vi.spyOn(LANGUAGE_LOADERS, 'TY');
    const i18n = newI18n();
    await applyLanguage(i18n, 'TY');
    await applyLanguage(i18n, 'EN');

    // Already loaded: the switch back happens synchronously, like an English one.
    void applyLanguage(i18n, 'TY');
    expect(i18n.language).toBe('fil');

    const later = newI18n({ defaultLanguage: 'TY' });
    expect(isLanguageLoaded(later, 'TY')).toBe(true);
    expect(later.t('login')).toBe('Mag-log in');
    expect(tagalog).toHaveBeenCalledTimes(1);
  });

  it('keeps the current language and rejects when a chunk fails to load, then retries', async () => {
    const loader = controlLoader('TY');
    const i18n = newI18n();
    await applyLanguage(i18n, 'EN');

    const switching = applyLanguage(i18n, 'TY');
    const failure = expect(switching).rejects.toThrow('Failed to fetch dynamically imported module');
    await loader.fail();
    await failure;

    expect(i18n.language).toBe('en');
    expect(i18n.t('login')).toBe('Log in');
    expect(document.documentElement.lang).toBe('en');
    expect(isLanguageLoaded(i18n, 'TY')).toBe(false);

    // A failure is not cached: the next attempt imports again.
    const retry = applyLanguage(i18n, 'TY');
    expect(loader.spy).toHaveBeenCalledTimes(2);
    await loader.finish();
    await retry;
    expect(i18n.language).toBe('fil');
  });

  it('lets the latest switch win when an earlier one loads slowly', async () => {
    const tagalog = controlLoader('TY');
    const i18n = newI18n();

    const slow = applyLanguage(i18n, 'TY');
    await applyLanguage(i18n, 'EN');
    await tagalog.finish();
    await slow;

    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('reverts the store when a direct setLanguage cannot load its language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loader = controlLoader('TY');
    const i18n = newI18n();
    const store = getLanguageStore(i18n);

    store.getState().setLanguage('TY');
    await loader.fail();

    await waitFor(() => expect(store.getState().current).toBe('EN'));
    expect(i18n.language).toBe('en');
  });
});

describe('LanguageMenu with lazy languages', () => {
  function renderSwitch(onChange = vi.fn(), onError = vi.fn()) {
    const i18n = storedLanguageI18n();
    render(
      <I18nProvider i18n={i18n}>
        <LanguageMenu onChange={onChange} onError={onError} />
        <Confirm />
      </I18nProvider>,
    );
    return { i18n, onChange, onError };
  }

  it('keeps showing the current language while the next one loads', async () => {
    const loader = controlLoader('TY');
    const user = userEvent.setup();
    const { onChange } = renderSwitch();

    await user.click(screen.getByRole('button', { name: /Language: English/ }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Tagalog' }));

    expect(screen.getByRole('button', { name: /Language: English/ })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();

    await loader.finish();

    expect(await screen.findByRole('button', { name: 'Mag-log in' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Wika: Tagalog/ })).not.toHaveAttribute('aria-busy'),
    );
    expect(localStorage.getItem('lang')).toBe('TY');
    expect(onChange).toHaveBeenCalledWith('TY');
  });

  it('stays on the current language, stores nothing and reports the error when loading fails', async () => {
    const loader = controlLoader('TY');
    const user = userEvent.setup();
    const { i18n, onChange, onError } = renderSwitch();

    await user.click(screen.getByRole('button', { name: /Language: English/ }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Tagalog' }));
    await loader.fail();

    await waitFor(() => expect(onError).toHaveBeenCalledWith(expect.any(Error)));
    expect(screen.getByRole('button', { name: /^EN, Language: English/ })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(getLanguageStore(i18n).getState().current).toBe('EN');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('lang')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('I18nProvider with a non-English starting language', () => {
  it('starts loading it as soon as the instance is created', () => {
    const loader = controlLoader('TY');
    localStorage.setItem('lang', 'TY');
    createI18n({ defaultLanguage: 'EN', supportedLanguages: ['EN', 'TY'] });
    expect(loader.spy).toHaveBeenCalledTimes(1);
  });

  it('renders the fallback, never English, until the language is in', async () => {
    const loader = controlLoader('TY');
    localStorage.setItem('lang', 'TY');
    const i18n = storedLanguageI18n();
    const seen: string[] = [];

    render(
      <I18nProvider i18n={i18n} fallback={<p>loading</p>}>
        <Confirm seen={seen} />
      </I18nProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();

    await loader.finish();

    expect(await screen.findByRole('button', { name: 'Mag-log in' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((text) => text === 'Mag-log in')).toBe(true);
    expect(document.documentElement.lang).toBe('fil');
  });

  it('renders nothing meanwhile by default', async () => {
    const loader = controlLoader('VI');
    const i18n = newI18n({ defaultLanguage: 'VI' });
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <Confirm />
      </I18nProvider>,
    );
    expect(container).toBeEmptyDOMElement();
    await loader.finish();
    expect(await screen.findByRole('button', { name: 'Đăng nhập' })).toBeInTheDocument();
  });

  it('shows English rather than a blank page if the starting language cannot load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const loader = controlLoader('TY');
    localStorage.setItem('lang', 'TY');
    const i18n = storedLanguageI18n();

    render(
      <I18nProvider i18n={i18n}>
        <Confirm />
      </I18nProvider>,
    );
    await loader.fail();

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(getLanguageStore(i18n).getState().current).toBe('EN');
    // The choice survives for the next visit.
    expect(localStorage.getItem('lang')).toBe('TY');
    expect(error).toHaveBeenCalled();
  });
});
