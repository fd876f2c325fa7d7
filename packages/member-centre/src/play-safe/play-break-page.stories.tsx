import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { PlayBreakPage } from './play-break-page';
import { BREAK_ANSWERS, IN_TIME_OUT_ANSWERS } from './play-safe-story-answers';

const meta = preview.meta({
  title: 'Member centre/PlayBreakPage',
  component: PlayBreakPage,
  decorators: [withStoryProviders],
  parameters: { answers: BREAK_ANSWERS },
});

export const Choose = meta.story();
export const InTimeOut = meta.story({ parameters: { answers: IN_TIME_OUT_ANSWERS } });
