import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChannelLogo } from './channel-logo';

const meta = {
  title: 'Member centre/ChannelLogo',
  component: ChannelLogo,
} satisfies Meta<typeof ChannelLogo>;
export default meta;

type Story = StoryObj<typeof meta>;

export const EWallet: Story = { args: { code: 'GCASH', kind: 'EWALLET', name: 'GCash' } };
export const OneCapital: Story = { args: { code: 'MAYA', kind: 'EWALLET', name: 'Maya' } };
export const Qr: Story = { args: { code: 'QRPH', kind: 'QR', name: 'QR Ph' } };
export const Bank: Story = { args: { code: 'BANK', kind: 'BANK', name: 'Bank transfer' } };
