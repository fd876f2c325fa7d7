import { storyPreview } from '@marquee/session/testing';
import { EVERY_PACKAGE_TEXTS } from '../test/every-package-texts';

/** The shell's stories, in Storybook and in its smoke test: the design's theme and viewports, every package's texts. */
export default storyPreview(...EVERY_PACKAGE_TEXTS);
