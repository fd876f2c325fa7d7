import { storyDecorator } from '@marquee/session/testing';
import { MemberCentreConfigProvider } from '../config/member-centre-config';
import {
  channels,
  consolidatedContracts,
  member,
  merchantWallet,
  message,
  order,
  uplineTransferInfo,
  welcomeBonus,
  withdrawal,
  withdrawalInfo,
} from '../test/fixtures';
import { SECURITY_ANSWERS } from './security-answers';

/** The decorator every story uses, signed in; a story overrides answers and member with `parameters`. */
export const withStoryProviders = storyDecorator({
  answers: {
    '/wps/member/info': member,
    '/wps/member/messages/unread': { count: 2 },
    '/wps/member/rewards/count': { count: 2 },
    '/wps/member/missions/claimable': { count: 1 },
    '/wps/member/messages': {
      content: [
        message(),
        message({ id: 'm2', kind: 'DEPOSIT_FAILED', orderNo: 'Dxyz789' }),
        message({ id: 'm3', read: true, createdAt: '2026-02-27T08:00:00.000Z' }),
      ],
      pageNum: 1,
      totalPages: 1,
    },
    '/wps/deposit/channels': channels,
    '/wps/deposit/welcome-bonus': welcomeBonus(),
    '/wps/deposit/orders': {
      orders: [
        order(),
        order({ orderNo: 'D2', status: 'CREDITED', payUrl: null }),
        order({ orderNo: 'D3', status: 'FAILED', payUrl: null }),
        order({ orderNo: 'D4', status: 'EXPIRED', payUrl: null }),
      ],
    },
    ...SECURITY_ANSWERS,
    '/wps/withdrawal/info': withdrawalInfo,
    '/wps/upline/info': uplineTransferInfo,
    '/wps/member/info/funds/consolidated': consolidatedContracts([
      { id: 'subagentPublicxxxxxxxx', account: 'subagent' },
    ]),
    '/wps/withdrawal/orders': {
      orders: [
        withdrawal(),
        withdrawal({ orderNo: 'W2', status: 'APPROVED', confirmBy: '2026-03-01T10:30:00.000Z' }),
        withdrawal({ orderNo: 'W3', status: 'NOT_RECEIVED', receivedAmount: 10_000, hasProof: true }),
        withdrawal({ orderNo: 'W4', status: 'REJECTED', rejectReason: 'Account name differs' }),
        withdrawal({ orderNo: 'W5', status: 'AUTO_RECEIVED' }),
      ],
    },
    '/wps/v2/wallets/balance': { sumBalance: 1_250_000, currency: 'PHP' },
    '/wps/merchant/wallet': merchantWallet,
    '/wps/wallets/vendor': (input: Record<string, unknown>) => ({
      vassalage: input.vassalage,
      balance: input.vassalage === 'OCFI' ? 35_000 : 0,
    }),
  },
  signedInAs: member,
  wrapper: (children) => (
    <MemberCentreConfigProvider
      hrefOf={(page) => `/member/${page}`}
      currencySymbol="₱"
      merchantCode="MARQUEE"
      locale="en-US"
      referralLinkOf={(code) => `https://marquee.example/register?ref=${code}`}
      agentPolicy
    >
      {children}
    </MemberCentreConfigProvider>
  ),
});
