import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { createI18n } from './create-i18n';
import { hasFeatureTexts } from './feature-texts';
import { I18nProvider } from './i18n-provider';
import { lazyFeature } from './lazy-feature';

function Greeting({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <button type="button">
      {t('confirm')} {name}
    </button>
  );
}

describe('lazyFeature', () => {
  it('shows the fallback, then the component with its props and its feature texts', async () => {
    const LazyGreeting = lazyFeature(async () => ({ default: Greeting }), <p>loading</p>);
    const i18n = createI18n({ defaultLanguage: 'EN', supportedLanguages: ['EN'], storage: null });
    render(
      <I18nProvider i18n={i18n}>
        <LazyGreeting name="Ana" />
      </I18nProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Confirm Ana' })).toBeInTheDocument();
    expect(hasFeatureTexts(i18n, 'EN')).toBe(true);
  });
});
