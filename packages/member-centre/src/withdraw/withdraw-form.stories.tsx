import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { bankAccount, withdrawalInfo } from '../test/fixtures';
import { WithdrawForm } from './withdraw-form';

const meta = {
  title: 'Member centre/WithdrawForm',
  component: WithdrawForm,
  decorators: [withStoryProviders],
  args: {
    info: withdrawalInfo,
    accounts: [
      bankAccount(),
      bankAccount({ id: 'ba2', bankCode: 'GCASH', bankName: 'GCash', kind: 'EWALLET' }),
    ],
  },
} satisfies Meta<typeof WithdrawForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const TwoAccounts: Story = {};
