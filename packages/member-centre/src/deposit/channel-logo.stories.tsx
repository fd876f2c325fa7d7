import preview from '../stories/preview';
import { ChannelLogo } from './channel-logo';

const meta = preview.meta({
  title: 'Member centre/ChannelLogo',
  component: ChannelLogo,
});

export const EWallet = meta.story({ args: { code: 'GCASH', kind: 'EWALLET', name: 'GCash' } });
export const OneCapital = meta.story({ args: { code: 'MAYA', kind: 'EWALLET', name: 'Maya' } });
export const Qr = meta.story({ args: { code: 'QRPH', kind: 'QR', name: 'QR Ph' } });
export const Bank = meta.story({ args: { code: 'BANK', kind: 'BANK', name: 'Bank transfer' } });
