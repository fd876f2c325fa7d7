import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentQrCode } from './payment-qr-code';

const meta = {
  title: 'Member centre/PaymentQrCode',
  component: PaymentQrCode,
  args: {
    value: 'https://marquee.example/demo-pay/DQR1',
    label: 'QR code of the payment page for order DQR1',
  },
} satisfies Meta<typeof PaymentQrCode>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
