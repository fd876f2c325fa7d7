import { SLOW_MACHINE } from '@marquee/vitest-preset/wait';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createI18n } from './create-i18n';
import {
  defineFeatureTexts,
  hasFeatureTexts,
  loadFeatureTexts,
  textFileLoaders,
  wantedFeatureTexts,
} from './feature-texts';
import { I18nProvider } from './i18n-provider';
import { LanguageMenu } from './language-menu';
import { errorTexts, sharedTexts } from './shared-texts';
import { useTextsHeld } from './use-texts-held';
import { WithFeatureTexts } from './with-feature-texts';

function Feature() {
  const { t } = useTranslation();
  return <button type="button">{t('confirm')}</button>;
}

class Boundary extends Component<{ children?: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <button type="button" onClick={() => this.setState({ failed: false })}>
        retry
      </button>
    );
  }
}

function renderFeature() {
  const i18n = createI18n({ defaultLanguage: 'EN', supportedLanguages: ['EN', 'TY'], storage: null });
  render(
    <I18nProvider i18n={i18n}>
      <LanguageMenu />
      <Boundary>
        <WithFeatureTexts fallback={<p>loading feature</p>}>
          <Feature />
        </WithFeatureTexts>
      </Boundary>
    </I18nProvider>,
  );
  return i18n;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('feature texts', () => {
  it('are not in the startup texts: the app starts with the core texts alone', () => {
    const i18n = createI18n({ defaultLanguage: 'EN', supportedLanguages: ['EN'], storage: null });
    expect(i18n.t('login')).toBe('Log in');
    expect(i18n.exists('confirm')).toBe(false);
    expect(hasFeatureTexts(i18n, 'EN')).toBe(false);
  });

  it('hold a feature back until they are in, then show it with its texts', async () => {
    let resolve = () => {};
    const real = sharedTexts.loaders.EN;
    const load = vi
      .spyOn(sharedTexts.loaders, 'EN')
      .mockImplementation(() => new Promise((done) => (resolve = () => done(real()))));
    renderFeature();
    expect(screen.getByText('loading feature')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    // asked for in a task after the render's
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await act(async () => resolve());
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('come along with a language switched to once a feature has asked for them', async () => {
    const user = userEvent.setup();
    const i18n = renderFeature();
    await screen.findByRole('button', { name: 'Confirm' });
    await user.click(screen.getByRole('button', { name: /English/ }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Tagalog' }));
    expect(await screen.findByRole('button', { name: 'Kumpirmahin' })).toBeInTheDocument();
    expect(hasFeatureTexts(i18n, 'TY')).toBe(true);
  });

  it('start the feature code loading beside them', async () => {
    const preload = vi.fn();
    const i18n = createI18n({ defaultLanguage: 'EN', supportedLanguages: ['EN'], storage: null });
    render(
      <I18nProvider i18n={i18n}>
        <WithFeatureTexts preload={preload}>
          <Feature />
        </WithFeatureTexts>
      </I18nProvider>,
    );
    expect(preload).not.toHaveBeenCalled();
    // in a task after the render's, as the texts' imports
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('are fetched again when a failed fetch is retried', async () => {
    const real = sharedTexts.loaders.EN;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(sharedTexts.loaders, 'EN')
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockImplementation(real);
    const user = userEvent.setup();
    renderFeature();
    await user.click(await screen.findByRole('button', { name: 'retry' }));
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });
});

const tables = {
  CN: { pkg_hello: '你好' },
  EN: { pkg_hello: 'Hello' },
  ID: { pkg_hello: 'Halo' },
  TH: { pkg_hello: 'สวัสดี' },
  TY: { pkg_hello: 'Kumusta' },
  VI: { pkg_hello: 'Xin chào' },
};
const packageTexts = defineFeatureTexts<'pkg_hello'>('test-package', {
  CN: async () => ({ default: tables.CN }),
  EN: async () => ({ default: tables.EN }),
  ID: async () => ({ default: tables.ID }),
  TH: async () => ({ default: tables.TH }),
  TY: async () => ({ default: tables.TY }),
  VI: async () => ({ default: tables.VI }),
});

function Hello() {
  const { t } = useTranslation();
  return <p>{t('pkg_hello')}</p>;
}

describe("a package's own texts", () => {
  it('are all a feature naming them loads: none of the shared or error texts', async () => {
    const shared = vi.spyOn(sharedTexts.loaders, 'EN');
    const errors = vi.spyOn(errorTexts.loaders, 'EN');
    const i18n = createI18n({ defaultLanguage: 'EN', supportedLanguages: ['EN'], storage: null });
    render(
      <I18nProvider i18n={i18n}>
        <WithFeatureTexts texts={[packageTexts]}>
          <Hello />
        </WithFeatureTexts>
      </I18nProvider>,
    );
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(shared).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(wantedFeatureTexts(i18n)).toEqual([packageTexts]);
  });

  it('come along with a language switched to, each set the page asked for', async () => {
    const user = userEvent.setup();
    const i18n = createI18n({ defaultLanguage: 'EN', supportedLanguages: ['EN', 'TY'], storage: null });
    render(
      <I18nProvider i18n={i18n}>
        <LanguageMenu />
        <WithFeatureTexts texts={[packageTexts, sharedTexts]}>
          <Hello />
          <Feature />
        </WithFeatureTexts>
      </I18nProvider>,
    );
    await screen.findByText('Hello');
    const load = vi.spyOn(packageTexts.loaders, 'TY');
    await user.click(screen.getByRole('button', { name: /English/ }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Tagalog' }));
    expect(await screen.findByText('Kumusta')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kumpirmahin' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("are fetched with every other set the page knows when a key is missing in 'warn' mode", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const i18n = createI18n({ defaultLanguage: 'EN', supportedLanguages: ['EN'], storage: null });
    render(
      <I18nProvider i18n={i18n}>
        <Hello />
      </I18nProvider>,
    );
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    await vi.waitFor(
      () => expect(hasFeatureTexts(i18n, 'EN', [packageTexts, sharedTexts, errorTexts])).toBe(true),
      SLOW_MACHINE,
    );
  });
});

describe('texts whose loaders are in a chunk of their own', () => {
  it('fetch that chunk first, then the language asked for', async () => {
    const loadLoaders = vi.fn(async () => ({ default: packageTexts.loaders }));
    const deferred = defineFeatureTexts<'pkg_hello'>('test-package-deferred', loadLoaders);
    const english = vi.spyOn(packageTexts.loaders, 'EN');
    const i18n = createI18n({ defaultLanguage: 'EN', supportedLanguages: ['EN'], storage: null });
    render(
      <I18nProvider i18n={i18n}>
        <WithFeatureTexts texts={[deferred]}>
          <Hello />
        </WithFeatureTexts>
      </I18nProvider>,
    );
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(loadLoaders).toHaveBeenCalledTimes(1);
    expect(english).toHaveBeenCalledTimes(1);
  });
});

describe("a set's loaders from its folder's one import", () => {
  it('ask each language for its own file, by the code in lower case, and only when it is wanted', async () => {
    const load = vi.fn(async (file: string) => ({ default: { pkg_hello: file } }));
    const loaders = textFileLoaders<'pkg_hello'>(load);
    expect(load).not.toHaveBeenCalled();
    expect(await loaders.TY()).toEqual({ default: { pkg_hello: 'ty' } });
    expect(await loaders.CN()).toEqual({ default: { pkg_hello: 'cn' } });
    expect(Object.keys(loaders)).toEqual(['CN', 'EN', 'ID', 'TH', 'TY', 'VI']);
  });
});

const bystander = { renders: 0 };

function Bystander() {
  const { t } = useTranslation();
  bystander.renders += 1;
  return <button type="button">{t('login')}</button>;
}

function WaitsForErrorTexts() {
  const { t } = useTranslation();
  const held = useTextsHeld([errorTexts]);
  return <p>{held ? t('error_code_wrong_credentials') : 'stand-in'}</p>;
}

describe('texts arriving', () => {
  it('re-render only a component that waits for them, once they are in', async () => {
    const i18n = createI18n({ defaultLanguage: 'EN', supportedLanguages: ['EN'], storage: null });
    render(
      <I18nProvider i18n={i18n}>
        <Bystander />
        <WaitsForErrorTexts />
      </I18nProvider>,
    );
    expect(screen.getByText('stand-in')).toBeInTheDocument();
    const before = bystander.renders;
    await act(() => loadFeatureTexts(i18n, [errorTexts]));
    expect(await screen.findByText('Incorrect username or password')).toBeInTheDocument();
    expect(bystander.renders).toBe(before);
  });
});
