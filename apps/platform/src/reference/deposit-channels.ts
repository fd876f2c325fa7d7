import type { DepositChannel, DepositPayee } from '@marquee/api-client/contract';

/**
 * The demo brand's deposit channels (integer minor units): the e-wallets paid through the demo
 * payment provider the platform serves in demo mode, the same provider's payment as a QR code, and
 * a bank transfer the operator matches.
 */
export const DEPOSIT_CHANNELS: readonly DepositChannel[] = [
  {
    code: 'GCASH',
    kind: 'EWALLET',
    name: 'GCash',
    min: 10_000,
    max: 5_000_000,
    presets: [10_000, 50_000, 100_000, 500_000],
  },
  {
    code: 'MAYA',
    kind: 'EWALLET',
    name: 'Maya',
    min: 10_000,
    max: 5_000_000,
    presets: [10_000, 50_000, 100_000, 500_000],
  },
  {
    code: 'QRPH',
    kind: 'QR',
    name: 'QR Ph',
    min: 10_000,
    max: 2_000_000,
    presets: [10_000, 20_000, 50_000, 100_000],
  },
  {
    code: 'BANK',
    kind: 'BANK',
    name: 'Bank transfer',
    min: 50_000,
    max: 10_000_000,
    presets: [50_000, 100_000, 500_000, 1_000_000],
  },
];

/** The brand's account bank transfers are paid to; the order number is the reference to quote. */
export const BANK_PAYEE: DepositPayee = {
  bankName: 'Marquee Demo Bank',
  accountName: 'Marquee Demo Gaming Inc.',
  accountNumber: '0012-3456-7890',
};
