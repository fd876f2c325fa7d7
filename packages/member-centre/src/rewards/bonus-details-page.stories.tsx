import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { BonusDetailsPage } from './bonus-details-page';
import { BIRTHDAY_REWARD_ANSWERS, EMPTY_REWARD_ANSWERS, REWARD_ANSWERS } from './reward-story-answers';

const meta = preview.meta({
  title: 'Member centre/BonusDetailsPage',
  component: BonusDetailsPage,
  decorators: [withStoryProviders],
  parameters: { answers: REWARD_ANSWERS },
});

export const Bonuses = meta.story();
export const Birthday = meta.story({ parameters: { answers: BIRTHDAY_REWARD_ANSWERS } });
export const Empty = meta.story({ parameters: { answers: EMPTY_REWARD_ANSWERS } });
