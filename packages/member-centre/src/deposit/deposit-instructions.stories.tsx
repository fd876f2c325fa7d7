import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { order, payee } from '../test/fixtures';
import { DepositInstructions } from './deposit-instructions';

const meta = preview.meta({
  title: 'Member centre/DepositInstructions',
  component: DepositInstructions,
  decorators: [withStoryProviders],
});

export const BankTransfer = meta.story({
  args: { order: order({ orderNo: 'DBANK1', channel: 'BANK', kind: 'BANK', payUrl: null, payee }) },
});
export const QrCode = meta.story({
  args: { order: order({ orderNo: 'DQR1', channel: 'QRPH', kind: 'QR', payUrl: '/demo-pay/DQR1' }) },
});
/** An e-wallet order paid in the provider's window: its state alone. */
export const EWalletCredited = meta.story({ args: { order: order({ status: 'CREDITED', payUrl: null }) } });
