import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { order, payee } from '../test/fixtures';
import { DepositInstructions } from './deposit-instructions';

const meta = {
  title: 'Member centre/DepositInstructions',
  component: DepositInstructions,
  decorators: [withStoryProviders],
} satisfies Meta<typeof DepositInstructions>;
export default meta;

type Story = StoryObj<typeof meta>;

export const BankTransfer: Story = {
  args: { order: order({ orderNo: 'DBANK1', channel: 'BANK', kind: 'BANK', payUrl: null, payee }) },
};
export const QrCode: Story = {
  args: { order: order({ orderNo: 'DQR1', channel: 'QRPH', kind: 'QR', payUrl: '/demo-pay/DQR1' }) },
};
/** An e-wallet order paid in the provider's window: its state alone. */
export const EWalletCredited: Story = { args: { order: order({ status: 'CREDITED', payUrl: null }) } };
