import type { Bank } from '@marquee/api-client/contract';
import { BRAND } from './brand';

/** The banks and e-wallets each brand pays out to, by merchant code. */
const BANKS_BY_BRAND: Readonly<Record<string, readonly Bank[]>> = {
  [BRAND.merchantCode]: [
    { code: 'BDO', name: 'BDO Unibank', kind: 'BANK' },
    { code: 'BPI', name: 'Bank of the Philippine Islands', kind: 'BANK' },
    { code: 'MBTC', name: 'Metrobank', kind: 'BANK' },
    { code: 'LBP', name: 'Land Bank of the Philippines', kind: 'BANK' },
    { code: 'PNB', name: 'Philippine National Bank', kind: 'BANK' },
    { code: 'UBP', name: 'UnionBank', kind: 'BANK' },
    { code: 'SECB', name: 'Security Bank', kind: 'BANK' },
    { code: 'GCASH', name: 'GCash', kind: 'EWALLET' },
    { code: 'MAYA', name: 'Maya', kind: 'EWALLET' },
    { code: 'GRABPAY', name: 'GrabPay', kind: 'EWALLET' },
  ],
};

export function brandBanks(merchantCode: string = BRAND.merchantCode): readonly Bank[] {
  return BANKS_BY_BRAND[merchantCode] ?? [];
}
