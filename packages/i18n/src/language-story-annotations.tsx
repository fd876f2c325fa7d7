import type { i18n as I18nInstance } from 'i18next';
import { type ReactNode, useEffect } from 'react';
import { addAllFeatureTexts } from './add-all-feature-texts';
import { createI18n, getLanguageStore } from './create-i18n';
import type { StaticFeatureTexts } from './feature-texts';
import { I18nProvider } from './i18n-provider';
import { getLanguageInfo } from './language-catalogue';
import type { LanguageCode } from './languages';
import { registerTestTexts } from './test-texts';

const LANGUAGES: readonly LanguageCode[] = ['EN', 'TY', 'VI', 'TH', 'ID', 'CN'];

function StoryLanguage({
  i18n,
  language,
  children,
}: {
  i18n: I18nInstance;
  language: LanguageCode;
  children: ReactNode;
}) {
  useEffect(() => {
    getLanguageStore(i18n).getState().setLanguage(language);
  }, [i18n, language]);
  return children;
}

/**
 * What every story preview carries for the texts, as an addon of `definePreview`: an instance
 * holding every text up front (i18n's and the `texts` given; a story shows its component without
 * the app's lazy loading around it) and the toolbar's language applied to it, as a player's choice
 * is. Each package's preview names its own texts; the Storybook's names every package's.
 */
export function languageStoryAnnotations(...texts: readonly StaticFeatureTexts[]) {
  registerTestTexts(...texts);
  const i18n = addAllFeatureTexts(createI18n({ defaultLanguage: 'EN', supportedLanguages: [...LANGUAGES] }));

  return {
    globalTypes: {
      language: {
        description: 'Language of the texts',
        toolbar: {
          title: 'Language',
          icon: 'globe' as const,
          items: LANGUAGES.map((code) => ({ value: code, title: getLanguageInfo(code).nativeName })),
          dynamicTitle: true,
        },
      },
    },
    initialGlobals: { language: 'EN' },
    decorators: [
      (Story: () => ReactNode, context: { globals: Record<string, unknown> }) => (
        <I18nProvider i18n={i18n}>
          <StoryLanguage
            i18n={i18n}
            language={(context.globals.language as LanguageCode | undefined) ?? 'EN'}
          >
            {Story()}
          </StoryLanguage>
        </I18nProvider>
      ),
    ],
  };
}
