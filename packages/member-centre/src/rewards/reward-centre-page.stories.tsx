import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { RewardCentrePage } from './reward-centre-page';
import { BIRTHDAY_REWARD_ANSWERS, EMPTY_REWARD_ANSWERS, REWARD_ANSWERS } from './reward-story-answers';

const meta = preview.meta({
  title: 'Member centre/RewardCentrePage',
  component: RewardCentrePage,
  decorators: [withStoryProviders],
  parameters: { answers: REWARD_ANSWERS },
});

export const Waiting = meta.story();
export const Birthday = meta.story({ parameters: { answers: BIRTHDAY_REWARD_ANSWERS } });
export const Empty = meta.story({ parameters: { answers: EMPTY_REWARD_ANSWERS } });
