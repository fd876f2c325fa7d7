import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { Countdown } from './countdown';

const meta = {
  title: 'Promotions/Countdown',
  component: Countdown,
  decorators: [withStoryProviders],
  args: { startsAt: new Date(Date.now() + 2 * 86_400_000 + 3_723_000).toISOString() },
} satisfies Meta<typeof Countdown>;
export default meta;

export const TwoDaysAway: StoryObj<typeof meta> = {};
