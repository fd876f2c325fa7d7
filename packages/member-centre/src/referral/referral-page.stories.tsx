import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { ReferralPage } from './referral-page';
import { NO_FRIENDS_ANSWERS, REFERRAL_ANSWERS } from './referral-story-answers';

const meta = preview.meta({
  title: 'Member centre/ReferralPage',
  component: ReferralPage,
  decorators: [withStoryProviders],
  parameters: { answers: REFERRAL_ANSWERS },
});

export const WithFriends = meta.story();
export const NoFriendsYet = meta.story({ parameters: { answers: NO_FRIENDS_ANSWERS } });
