import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { JoinProgress } from './join-progress';

const meta = {
  title: 'Promotions/JoinProgress',
  component: JoinProgress,
  decorators: [withStoryProviders],
  args: {
    progress: { category: 'RNG', period: 'WEEKLY', target: 20_000, progress: 12_500 },
    money: (minor: number) => `₱${(minor / 100).toFixed(2)}`,
  },
} satisfies Meta<typeof JoinProgress>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Weekly: Story = {};
export const DailyReached: Story = {
  args: { progress: { category: 'LIVE', period: 'DAILY', target: 50_000, progress: 50_000 } },
};
