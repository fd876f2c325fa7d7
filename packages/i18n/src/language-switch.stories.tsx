import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createI18n } from './create-i18n';
import { I18nProvider } from './i18n-provider';
import { LanguageSwitch } from './language-switch';
import { type LanguageCode, TRANSLATED_LANGUAGES } from './languages';

function SampleText() {
  const { t } = useTranslation();
  return (
    <p>
      {t('game_maintenance')}: {t('info_maintenance')}
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

const meta = {
  title: 'i18n/LanguageSwitch',
  component: LanguageSwitch,
  argTypes: { onChange: { action: 'changed' } },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;

type Story = StoryObj<typeof meta>;

export const AllTranslatedLanguages: Story = {
  decorators: [withLanguages(TRANSLATED_LANGUAGES)],
};

export const EnglishAndTagalog: Story = {
  decorators: [withLanguages(['EN', 'TY'])],
};

export const HeaderLanguagesWithTranslations: Story = {
  decorators: [withLanguages(['CN', 'EN', 'VI', 'TH', 'TY'])],
};
