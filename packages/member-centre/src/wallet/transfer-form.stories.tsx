import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { merchantWallet } from '../test/fixtures';
import { TransferForm } from './transfer-form';

const meta = {
  title: 'Member centre/TransferForm',
  component: TransferForm,
  decorators: [withStoryProviders],
  args: { vendors: merchantWallet.vendors },
} satisfies Meta<typeof TransferForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
