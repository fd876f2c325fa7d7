import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { BonusDetailsPage } from './bonus-details-page';
import { BIRTHDAY_REWARD_ANSWERS, EMPTY_REWARD_ANSWERS, REWARD_ANSWERS } from './reward-story-answers';

const meta = {
  title: 'Member centre/BonusDetailsPage',
  component: BonusDetailsPage,
  decorators: [withStoryProviders],
  parameters: { answers: REWARD_ANSWERS },
} satisfies Meta<typeof BonusDetailsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Bonuses: Story = {};
export const Birthday: Story = { parameters: { answers: BIRTHDAY_REWARD_ANSWERS } };
export const Empty: Story = { parameters: { answers: EMPTY_REWARD_ANSWERS } };
