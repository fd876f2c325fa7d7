import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { uplineTransferInfo } from '../test/fixtures';
import { UplineTransferForm } from './upline-transfer-form';

const meta = {
  title: 'Member centre/UplineTransferForm',
  component: UplineTransferForm,
  decorators: [withStoryProviders],
  args: { info: uplineTransferInfo },
} satisfies Meta<typeof UplineTransferForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LowBalance: Story = { args: { info: { ...uplineTransferInfo, balance: 5_000 } } };
