import { definePreview } from '@storybook/react-vite';
import { languageStoryAnnotations } from '../language-story-annotations';

/** i18n's stories: its own texts in the toolbar's language (i18n stands on no other package, ui-kit's theme included). */
export default definePreview({ addons: [languageStoryAnnotations()] });
