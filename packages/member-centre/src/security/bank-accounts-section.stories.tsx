import { MAX_BANK_ACCOUNTS } from '@marquee/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { bankAccount } from '../test/fixtures';
import { BankAccountsSection } from './bank-accounts-section';

const meta = {
  title: 'Member centre/My account/BankAccountsSection',
  component: BankAccountsSection,
  decorators: [withStoryProviders],
  args: { realName: 'Juan Dela Cruz', hasPaymentPassword: true },
} satisfies Meta<typeof BankAccountsSection>;
export default meta;

type Story = StoryObj<typeof meta>;

export const OneAccount: Story = {};
export const Empty: Story = { parameters: { answers: { '/wps/member/security/bank-accounts': [] } } };
export const WithoutRealName: Story = {
  args: { realName: null },
  parameters: { answers: { '/wps/member/security/bank-accounts': [] } },
};
export const Full: Story = {
  parameters: {
    answers: {
      '/wps/member/security/bank-accounts': Array.from({ length: MAX_BANK_ACCOUNTS }, (_, index) =>
        bankAccount({ id: `ba${index}`, accountNumber: `******000${index}` }),
      ),
    },
  },
};
