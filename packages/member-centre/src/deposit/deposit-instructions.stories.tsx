import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { DepositInstructions } from './deposit-instructions';

const meta = {
  title: 'Member centre/DepositInstructions',
  component: DepositInstructions,
  decorators: [withStoryProviders],
} satisfies Meta<typeof DepositInstructions>;
export default meta;

type Story = StoryObj<typeof meta>;

export const BankTransfer: Story = { args: { orderNo: 'DBANK1' } };
export const QrCode: Story = { args: { orderNo: 'DQR1' } };
