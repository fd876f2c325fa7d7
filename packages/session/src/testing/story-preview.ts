import { languageStoryAnnotations, type StaticFeatureTexts } from '@marquee/i18n/testing';
import { themeStoryAnnotations } from '@marquee/ui-kit/story-preview';
import { definePreview, type ReactPreview, type ReactTypes } from '@storybook/react-vite';

/**
 * A package's story preview (`src/stories/preview.tsx` exports it; its stories are
 * `preview.meta(…)` factories). A factory story runs with its own preview instead of the
 * Storybook's, in Storybook and in the smoke tests alike, so each carries what the Storybook's
 * gives: ui-kit's theme and viewports, and the texts (i18n's and the `texts` named) in the
 * toolbar's language.
 */
// The type is named for the declaration build (the inferred one names Storybook's internals).
export function storyPreview(
  ...texts: readonly StaticFeatureTexts[]
): ReactPreview<ReactTypes & { csf4: true }> {
  return definePreview({ addons: [themeStoryAnnotations, languageStoryAnnotations(...texts)] });
}
