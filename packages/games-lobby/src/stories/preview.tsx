import { storyPreview } from '@marquee/session/testing';
import { gamesLobbyPlayTestTexts, gamesLobbyTestTexts } from '../testing';

/** The games lobby's stories, in Storybook and in the package's smoke test: the design's theme and viewports, its texts. */
export default storyPreview(gamesLobbyTestTexts, gamesLobbyPlayTestTexts);
