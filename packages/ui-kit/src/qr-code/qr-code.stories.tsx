import preview from '../stories/preview';
import { QrCode } from './qr-code';

const meta = preview.meta({
  title: 'Media/QrCode',
  component: QrCode,
  args: {
    value: 'https://download.example.test/android/app.apk',
    label: 'QR code of the Android app download link',
  },
});

export const DownloadLink = meta.story();
