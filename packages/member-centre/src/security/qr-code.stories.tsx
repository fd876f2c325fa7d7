import type { Meta, StoryObj } from '@storybook/react-vite';
import { QrCode } from './qr-code';

const meta = {
  title: 'Member centre/My account/QrCode',
  component: QrCode,
  args: {
    value:
      'otpauth://totp/Marquee%20Demo:player01?issuer=Marquee%20Demo&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
    label: 'QR code for Google Authenticator',
  },
} satisfies Meta<typeof QrCode>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
