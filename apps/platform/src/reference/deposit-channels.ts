import type { DepositChannel, DepositPayee, TranslatedLanguageCode } from '@marquee/api-client/contract';

/** A channel as the brand sets it up: its name in each translated language. */
interface ReferenceChannel extends Omit<DepositChannel, 'name'> {
  names: Record<TranslatedLanguageCode, string>;
}

/** A brand's name (an e-wallet's), which every language writes the same. */
const brandName = (name: string): Record<TranslatedLanguageCode, string> => ({
  EN: name,
  CN: name,
  ID: name,
  TH: name,
  TY: name,
  VI: name,
});

/**
 * The demo brand's deposit channels (integer minor units): the e-wallets paid through the demo
 * payment provider the platform serves in demo mode, the same provider's payment as a QR code, and
 * a bank transfer the operator matches.
 */
export const DEPOSIT_CHANNELS: readonly ReferenceChannel[] = [
  {
    code: 'GCASH',
    kind: 'EWALLET',
    names: brandName('GCash'),
    min: 10_000,
    max: 5_000_000,
    presets: [10_000, 50_000, 100_000, 500_000],
  },
  {
    code: 'MAYA',
    kind: 'EWALLET',
    names: brandName('Maya'),
    min: 10_000,
    max: 5_000_000,
    presets: [10_000, 50_000, 100_000, 500_000],
  },
  {
    code: 'QRPH',
    kind: 'QR',
    names: brandName('QR Ph'),
    min: 10_000,
    max: 2_000_000,
    presets: [10_000, 20_000, 50_000, 100_000],
  },
  {
    code: 'BANK',
    kind: 'BANK',
    names: {
      EN: 'Bank transfer',
      CN: '银行转账',
      ID: 'Transfer bank',
      TH: 'โอนผ่านธนาคาร',
      TY: 'Paglipat sa bangko',
      VI: 'Chuyển khoản ngân hàng',
    },
    min: 50_000,
    max: 10_000_000,
    presets: [50_000, 100_000, 500_000, 1_000_000],
  },
];

/** The channels as a member sees them: each name in `language` (a catalogue code), else in English. */
export function depositChannels(language: string): DepositChannel[] {
  return DEPOSIT_CHANNELS.map(({ names, ...channel }) => ({
    ...channel,
    name: names[language as TranslatedLanguageCode] ?? names.EN,
  }));
}

/** The brand's account bank transfers are paid to; the order number is the reference to quote. */
export const BANK_PAYEE: DepositPayee = {
  bankName: 'Marquee Demo Bank',
  accountName: 'Marquee Demo Gaming Inc.',
  accountNumber: '0012-3456-7890',
};
