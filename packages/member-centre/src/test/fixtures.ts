import type {
  AccountSecurity,
  Bank,
  BankAccount,
  BrandAvatar,
  ConsolidatedContracts,
  ContractOffer,
  DepositChannel,
  DepositOrder,
  DepositPayee,
  MemberMessage,
  MerchantWalletResponse,
  UplineTransferInfo,
  WelcomeBonusOffer,
  WithdrawalInfo,
  WithdrawalOrder,
} from '@marquee/api-client';
import { agentContractFixture, memberFixture } from '@marquee/api-client/testing';

export const member = memberFixture({
  toUpline: false,
  currency: 'PHP',
  createdAt: '2026-01-02T03:04:05.000Z',
});

export const channels: DepositChannel[] = [
  { code: 'GCASH', kind: 'EWALLET', name: 'GCash', min: 10_000, max: 5_000_000, presets: [10_000, 50_000] },
  { code: 'MAYA', kind: 'EWALLET', name: 'Maya', min: 10_000, max: 5_000_000, presets: [10_000, 50_000] },
  { code: 'QRPH', kind: 'QR', name: 'QR Ph', min: 10_000, max: 2_000_000, presets: [10_000, 20_000] },
  { code: 'BANK', kind: 'BANK', name: 'Bank transfer', min: 50_000, max: 10_000_000, presets: [50_000] },
];

export const payee: DepositPayee = {
  bankName: 'Marquee Demo Bank',
  accountName: 'Marquee Demo Gaming Inc.',
  accountNumber: '0012-3456-7890',
};

export const merchantWallet: MerchantWalletResponse = {
  isSingle: false,
  vendors: [
    { vassalage: 'OCFI', name: 'Ocean Fishing', maintenance: false },
    { vassalage: 'REKI', name: 'Reef King', maintenance: false },
    { vassalage: 'DEBL', name: 'Deep Blue', maintenance: true },
  ],
};

export function order(overrides: Partial<DepositOrder> = {}): DepositOrder {
  return {
    orderNo: 'Dabc123',
    channel: 'GCASH',
    kind: 'EWALLET',
    amount: 50_000,
    status: 'PENDING',
    createdAt: '2026-03-01T10:00:00.000Z',
    expiresAt: '2026-03-01T10:30:00.000Z',
    payUrl: '/demo-pay/Dabc123',
    payee: null,
    ...overrides,
  };
}

export function message(overrides: Partial<MemberMessage> = {}): MemberMessage {
  return {
    id: 'm1',
    kind: 'DEPOSIT_CREDITED',
    amount: 50_000,
    orderNo: 'Dabc123',
    createdAt: '2026-03-01T10:05:00.000Z',
    read: false,
    ...overrides,
  };
}

export const security: AccountSecurity = {
  realName: 'Juan Dela Cruz',
  birthday: '1990-02-28',
  mobile: null,
  email: null,
  hasPaymentPassword: true,
  googleAuthBound: false,
  lastSignIn: {
    at: '2026-03-01T09:00:00.000Z',
    ip: '203.0.113.7',
    device: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
  },
};

export const banks: Bank[] = [
  { code: 'BDO', name: 'BDO Unibank', kind: 'BANK' },
  { code: 'BPI', name: 'Bank of the Philippine Islands', kind: 'BANK' },
  { code: 'GCASH', name: 'GCash', kind: 'EWALLET' },
];

export function bankAccount(overrides: Partial<BankAccount> = {}): BankAccount {
  return {
    id: 'ba1',
    bankCode: 'BDO',
    bankName: 'BDO Unibank',
    kind: 'BANK',
    accountName: 'Juan Dela Cruz',
    accountNumber: '******7890',
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const uplineTransferInfo: UplineTransferInfo = {
  upline: { account: 'agent', nickname: 'Demo Agent' },
  enabled: true,
  balance: 1_000_000,
  min: 100,
  hasPaymentPassword: true,
};

export const withdrawalInfo: WithdrawalInfo = {
  balance: 1_000_000,
  withdrawable: 1_000_000,
  min: 10_000,
  max: 5_000_000,
  remainingCount: 5,
  remainingAmount: 10_000_000,
  wageringLeft: 0,
  confirmMinutes: 30,
  hasPaymentPassword: true,
};

export function withdrawal(overrides: Partial<WithdrawalOrder> = {}): WithdrawalOrder {
  return {
    orderNo: 'Wabc123',
    amount: 50_000,
    status: 'PENDING',
    bankName: 'BDO Unibank',
    accountNumber: '******7890',
    createdAt: '2026-03-01T10:00:00.000Z',
    reviewedAt: null,
    rejectReason: null,
    confirmBy: null,
    receivedAmount: null,
    hasProof: false,
    ...overrides,
  };
}

/** The demo brand's welcome bonus, still to be earned. */
export function welcomeBonus(overrides: Partial<WelcomeBonusOffer> = {}): WelcomeBonusOffer {
  return {
    eligible: true,
    percent: 100,
    maxBonus: 1_000_000,
    wageringMultiple: 10,
    claimDays: 7,
    wageringDays: 30,
    ...overrides,
  };
}

/** The brand's avatars as the platform lists them (the images are the web app's static files). */
export const brandAvatars: BrandAvatar[] = [
  { id: 'fox', url: '/avatars/fox.svg', name: 'Fox' },
  { id: 'owl', url: '/avatars/owl.svg', name: 'Owl' },
  { id: 'tiger', url: '/avatars/tiger.svg', name: 'Tiger' },
];

/**
 * The consolidated contract info (AGENTPOLICY3) of a member who is a downline agent: a daily
 * salary offered by their upline, which would end `ends`' contracts, and a real-time salary held.
 */
export function consolidatedContracts(ends: ContractOffer['endsSubordinates'] = []): ConsolidatedContracts {
  return {
    divtypereq: 0,
    dailysalreqtype: 1,
    contracthoursalreq: 0,
    realtimesalreqtype: 0,
    contracts: {
      DIVIDEND: { offer: null, active: null },
      DAILY_SALARY: {
        offer: {
          ...agentContractFixture({
            id: 'offerPublicIdxxxxxxxxx',
            kind: 'DAILY_SALARY',
            status: 'OFFERED',
            decidedAt: null,
            terms: { kind: 'DAILY_SALARY', tiers: [{ minAmount: 0, minActive: 1, rateBps: 80 }] },
            topRateBps: 80,
          }),
          endsSubordinates: ends,
        },
        active: null,
      },
      HOURLY_SALARY: { offer: null, active: null },
      REALTIME_SALARY: { offer: null, active: agentContractFixture() },
    },
  };
}
