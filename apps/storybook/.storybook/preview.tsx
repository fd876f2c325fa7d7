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
import { languageStoryAnnotations } from '@marquee/i18n/testing';
import { themeStoryAnnotations } from '@marquee/ui-kit/story-preview';
import { EVERY_PACKAGE_TEXTS } from '@marquee/web/every-package-texts';
import { definePreview } from '@storybook/react-vite';

/**
 * The Storybook's own annotations: the stylesheets of every package, and the toolbar (theme,
 * language) with every package's texts. Each story file is a factory of its package's preview
 * (`src/stories/preview.tsx`), which carries the same theme, viewports and language, so a story
 * renders alike here and in its package's smoke test.
 */
export default definePreview({
  addons: [themeStoryAnnotations, languageStoryAnnotations(...EVERY_PACKAGE_TEXTS)],
});
