import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { PlayLimitsPage } from './play-limits-page';
import { LIMITS_ANSWERS, NO_LIMITS_ANSWERS } from './play-safe-story-answers';

const meta = {
  title: 'Member centre/PlayLimitsPage',
  component: PlayLimitsPage,
  decorators: [withStoryProviders],
  parameters: { answers: LIMITS_ANSWERS },
} satisfies Meta<typeof PlayLimitsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithARaiseWaiting: Story = {};
export const NoLimits: Story = { parameters: { answers: NO_LIMITS_ANSWERS } };
