import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { withdrawalInfo } from '../test/fixtures';
import { WithdrawPage } from './withdraw-page';

const meta = {
  title: 'Member centre/WithdrawPage',
  component: WithdrawPage,
  decorators: [withStoryProviders],
} satisfies Meta<typeof WithdrawPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithOrders: Story = {};
export const FirstWithdrawal: Story = {
  parameters: { answers: { '/wps/withdrawal/orders': { orders: [] } } },
};
export const WageringLeft: Story = {
  parameters: {
    answers: { '/wps/withdrawal/info': { ...withdrawalInfo, withdrawable: 0, wageringLeft: 45_000 } },
  },
};
export const NeedsSetup: Story = {
  parameters: {
    answers: {
      '/wps/withdrawal/info': { ...withdrawalInfo, hasPaymentPassword: false },
      '/wps/member/security/bank-accounts': [],
    },
  },
};
