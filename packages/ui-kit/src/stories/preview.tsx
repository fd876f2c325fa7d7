import { definePreview } from '@storybook/react-vite';
import { themeStoryAnnotations } from './theme-story-annotations';

/** ui-kit's stories take props and strings only: the theme and the viewports are all they need. */
export default definePreview({ addons: [themeStoryAnnotations] });
