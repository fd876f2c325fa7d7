import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { FRESH_WEEK_ANSWERS, MISSION_ANSWERS } from './mission-story-answers';
import { MissionsPage } from './missions-page';

const meta = preview.meta({
  title: 'Member centre/MissionsPage',
  component: MissionsPage,
  decorators: [withStoryProviders],
  parameters: { answers: MISSION_ANSWERS },
});

export const ToClaim = meta.story();
export const FreshWeek = meta.story({ parameters: { answers: FRESH_WEEK_ANSWERS } });
export const Unavailable = meta.story({ parameters: { answers: {} } });
