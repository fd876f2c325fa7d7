import { storyPreview } from '../testing/story-preview';

/** Session's stories, in Storybook and in the package's smoke test: the design's theme and viewports, i18n's texts. */
export default storyPreview();
