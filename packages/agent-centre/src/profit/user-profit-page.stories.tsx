import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { UserProfitPage } from './user-profit-page';

const meta = {
  title: 'Agent centre/UserProfitPage',
  component: UserProfitPage,
  decorators: [withStoryProviders],
} satisfies Meta<typeof UserProfitPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Each member by net, largest first, with the totals of the period. */
export const ByNet: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };

/** One member's bets of the period, opened from their row (the address names them). */
export const Member: Story = {
  parameters: { route: '/agent/userProfitLoss?member=downline2Publicxxxxxxx&account=downline2' },
};
export const MemberPhone: Story = {
  ...Member,
  globals: { viewport: { value: 'mobile1' } },
};
