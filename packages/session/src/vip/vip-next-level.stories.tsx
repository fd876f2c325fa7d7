import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { VIP_RANK } from './vip-levels.fixture';
import { VipNextLevel } from './vip-next-level';

const meta = {
  title: 'Session/VipNextLevel',
  component: VipNextLevel,
  decorators: [withStoryProviders],
  args: {
    rank: VIP_RANK,
    formatMoney: (minor: number) => `¥${(minor / 100).toFixed(2)}`,
    headingLevel: 'h2',
  },
} satisfies Meta<typeof VipNextLevel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const OnTheWay: Story = {};
export const TopLevel: Story = { args: { rank: { ...VIP_RANK, level: 3 } } };
