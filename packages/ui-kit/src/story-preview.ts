// Storybook entry (`@marquee/ui-kit/story-preview`): the annotations every package's story preview
// starts from. App code does not import it.

export { themeStoryAnnotations } from './stories/theme-story-annotations';
