import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { member, vipLevelsFixture, vipRankFixture } from '../test/fixtures';
import { VipPage } from './vip-page';

const meta = {
  title: 'Promotions/VipPage',
  component: VipPage,
  decorators: [withStoryProviders],
  args: { currencySymbol: '₱', locale: 'en' },
  parameters: { answers: { '/wps/vip/levels': vipLevelsFixture } },
} satisfies Meta<typeof VipPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};

export const Member: Story = {
  parameters: { signedInAs: member, answers: { '/wps/member/vip': vipRankFixture() } },
};

export const HighestLevel: Story = {
  parameters: { signedInAs: member, answers: { '/wps/member/vip': vipRankFixture({ level: 6 }) } },
};
