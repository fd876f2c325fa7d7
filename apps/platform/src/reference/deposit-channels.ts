import type { DepositChannel } from '@marquee/api-client/contract';

/**
 * The demo brand's deposit channels (integer minor units): the e-wallets pay through the demo
 * payment provider the platform serves in demo mode.
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
];
