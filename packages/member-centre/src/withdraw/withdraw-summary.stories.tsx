import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { withdrawalInfo } from '../test/fixtures';
import { WithdrawSummary } from './withdraw-summary';

const meta = {
  title: 'Member centre/WithdrawSummary',
  component: WithdrawSummary,
  decorators: [withStoryProviders],
  args: { info: withdrawalInfo },
} satisfies Meta<typeof WithdrawSummary>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const LimitReached: Story = {
  args: { info: { ...withdrawalInfo, remainingCount: 0, remainingAmount: 0 } },
};
