import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { ReferralPage } from './referral-page';
import { NO_FRIENDS_ANSWERS, REFERRAL_ANSWERS } from './referral-story-answers';

const meta = {
  title: 'Member centre/ReferralPage',
  component: ReferralPage,
  decorators: [withStoryProviders],
  parameters: { answers: REFERRAL_ANSWERS },
} satisfies Meta<typeof ReferralPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithFriends: Story = {};
export const NoFriendsYet: Story = { parameters: { answers: NO_FRIENDS_ANSWERS } };
