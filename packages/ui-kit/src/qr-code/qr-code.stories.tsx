import type { Meta, StoryObj } from '@storybook/react-vite';
import { QrCode } from './qr-code';

const meta = {
  title: 'Media/QrCode',
  component: QrCode,
  args: {
    value: 'https://download.example.test/android/app.apk',
    label: 'QR code of the Android app download link',
  },
} satisfies Meta<typeof QrCode>;
export default meta;

export const DownloadLink: StoryObj<typeof meta> = {};
