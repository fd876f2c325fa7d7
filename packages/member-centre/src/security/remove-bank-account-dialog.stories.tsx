import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { bankAccount } from '../test/fixtures';
import { RemoveBankAccountDialog } from './remove-bank-account-dialog';

const meta = {
  title: 'Member centre/My account/RemoveBankAccountDialog',
  component: RemoveBankAccountDialog,
  decorators: [withStoryProviders],
  args: { account: bankAccount(), onClose: () => {} },
} satisfies Meta<typeof RemoveBankAccountDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
