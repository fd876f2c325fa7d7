import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { MyActivityPage } from './my-activity-page';
import { ACTIVITY_ANSWERS, NO_ACTIVITY_ANSWERS } from './play-safe-story-answers';

const meta = {
  title: 'Member centre/MyActivityPage',
  component: MyActivityPage,
  decorators: [withStoryProviders],
  parameters: { answers: ACTIVITY_ANSWERS },
} satisfies Meta<typeof MyActivityPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Days: Story = {};
export const Nothing: Story = { parameters: { answers: NO_ACTIVITY_ANSWERS } };
