import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { PlayLimitsPage } from './play-limits-page';
import { LIMITS_ANSWERS, NO_LIMITS_ANSWERS } from './play-safe-story-answers';

const meta = preview.meta({
  title: 'Member centre/PlayLimitsPage',
  component: PlayLimitsPage,
  decorators: [withStoryProviders],
  parameters: { answers: LIMITS_ANSWERS },
});

export const WithARaiseWaiting = meta.story();
export const NoLimits = meta.story({ parameters: { answers: NO_LIMITS_ANSWERS } });
