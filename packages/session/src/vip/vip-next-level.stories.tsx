import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { vipRank } from '../test/fixtures';
import { VipNextLevel } from './vip-next-level';

const meta = {
  title: 'Session/VipNextLevel',
  component: VipNextLevel,
  decorators: [withStoryProviders],
  args: {
    rank: vipRank,
    formatMoney: (minor: number) => `¥${(minor / 100).toFixed(2)}`,
    headingLevel: 'h2',
  },
} satisfies Meta<typeof VipNextLevel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const OnTheWay: Story = {};
export const TopLevel: Story = { args: { rank: { ...vipRank, level: 6 } } };
