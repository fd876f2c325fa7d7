import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createI18n } from './create-i18n';
import { I18nProvider } from './i18n-provider';
import { LanguageMenu } from './language-menu';
import { type LanguageCode, TRANSLATED_LANGUAGES } from './languages';
import preview from './stories/preview';

function SampleText() {
  const { t } = useTranslation();
  return (
    <p>
      {t('notice_ticker')}: {t('customer_service')}
    </p>
  );
}

/** Keeps its own instance in memory so stories neither read nor change the saved language. */
function StoryI18n({
  supportedLanguages,
  children,
}: {
  supportedLanguages: readonly LanguageCode[];
  children: ReactNode;
}) {
  const [i18n] = useState(() =>
    createI18n({ defaultLanguage: supportedLanguages[0] ?? 'EN', supportedLanguages, storage: null }),
  );
  return (
    <I18nProvider i18n={i18n}>
      {children}
      <SampleText />
    </I18nProvider>
  );
}

function withLanguages(supportedLanguages: readonly LanguageCode[]): Decorator {
  return (Story) => (
    <StoryI18n supportedLanguages={supportedLanguages}>
      <Story />
    </StoryI18n>
  );
}

const meta = preview.meta({
  title: 'i18n/LanguageMenu',
  component: LanguageMenu,
  argTypes: { onChange: { action: 'changed' } },
});

/** Every translated language, each listed by its own name; the menu opens on the current one. */
export const AllTranslatedLanguages = meta.story({
  decorators: [withLanguages(TRANSLATED_LANGUAGES)],
});

/** A brand offering two languages still gets a menu, never a blind toggle. */
export const EnglishAndTagalog = meta.story({
  decorators: [withLanguages(['EN', 'TY'])],
});
