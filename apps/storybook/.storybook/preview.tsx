import '@marquee/ui-kit/styles.css';
import '@marquee/auth/styles.css';
import '@marquee/games-lobby/styles.css';
import '@marquee/lottery/styles.css';
import '@marquee/promotions/styles.css';
import '@marquee/support/styles.css';
import '@marquee/member-centre/styles.css';
import '@marquee/agent-centre/styles.css';
// The shell's own layout, for the web app's screens among the stories.
import '../../web/src/styles/app.css';
import {
  createI18n,
  getLanguageInfo,
  getLanguageStore,
  I18nProvider,
  type LanguageCode,
} from '@marquee/i18n';
import { addAllFeatureTexts, registerTestTexts } from '@marquee/i18n/testing';
import { EVERY_PACKAGE_TEXTS } from '@marquee/web/every-package-texts';
import type { Preview } from '@storybook/react-vite';
import { type ReactNode, useEffect } from 'react';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';

// Every text up front: a story shows its component without the app's lazy loading around it. The
// shell's tests name every feature package's texts once; the stories take the same list.
registerTestTexts(...EVERY_PACKAGE_TEXTS);
const LANGUAGES: readonly LanguageCode[] = ['EN', 'TY', 'VI', 'TH', 'ID', 'CN'];
const i18n = addAllFeatureTexts(createI18n({ defaultLanguage: 'EN', supportedLanguages: [...LANGUAGES] }));

/**
 * The toolbar's language applied to the stories' shared instance, as a player's choice is: every
 * story a designer opens reads in any of the six languages (the web shell's stories, which make
 * their own instance, take theirs from the story).
 */
function StoryLanguage({ language, children }: { language: LanguageCode; children: ReactNode }) {
  useEffect(() => {
    getLanguageStore(i18n).getState().setLanguage(language);
  }, [language]);
  return children;
}

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', items: ['light', 'dark'], dynamicTitle: true },
    },
    language: {
      description: 'Language of the texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGES.map((code) => ({ value: code, title: getLanguageInfo(code).nativeName })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', language: 'EN' },
  decorators: [
    (Story, context) => {
      document.documentElement.dataset.theme = context.globals.theme === 'dark' ? 'dark' : 'light';
      return (
        <I18nProvider i18n={i18n}>
          <StoryLanguage language={(context.globals.language as LanguageCode | undefined) ?? 'EN'}>
            <Story />
          </StoryLanguage>
        </I18nProvider>
      );
    },
  ],
  parameters: {
    layout: 'padded',
    // Screens are designed at 390 px first; `mobile1` (320 px) is the narrowest they must fit.
    viewport: {
      options: {
        phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        ...MINIMAL_VIEWPORTS,
        desktop: { name: 'Desktop (1366 px)', styles: { width: '1366px', height: '768px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
