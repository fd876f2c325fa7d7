import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { MyActivityPage } from './my-activity-page';
import { ACTIVITY_ANSWERS, NO_ACTIVITY_ANSWERS } from './play-safe-story-answers';

const meta = preview.meta({
  title: 'Member centre/MyActivityPage',
  component: MyActivityPage,
  decorators: [withStoryProviders],
  parameters: { answers: ACTIVITY_ANSWERS },
});

export const Days = meta.story();
export const Nothing = meta.story({ parameters: { answers: NO_ACTIVITY_ANSWERS } });
