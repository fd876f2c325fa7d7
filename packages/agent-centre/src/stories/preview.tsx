import { storyPreview } from '@marquee/session/testing';
import { agentCentreTestTexts } from '../testing';

/** Agent centre's stories, in Storybook and in the package's smoke test: the design's theme and viewports, its texts. */
export default storyPreview(agentCentreTestTexts);
