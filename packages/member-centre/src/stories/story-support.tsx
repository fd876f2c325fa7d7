import { type ApiClient, type Endpoint, EnvelopeError, type MemberInfo } from '@marquee/api-client';
import { I18nProvider } from '@marquee/i18n';
import { createTestI18n } from '@marquee/i18n/testing';
import { ApiClientProvider, LoginPathProvider, useSessionStore } from '@marquee/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { MemberCentreConfigProvider } from '../config/member-centre-config';
import {
  channels,
  member,
  merchantWallet,
  message,
  order,
  payee,
  uplineTransferInfo,
  withdrawal,
  withdrawalInfo,
} from '../test/fixtures';
import { SECURITY_ANSWERS } from './security-answers';

type Answer = unknown | ((input: Record<string, unknown>) => unknown);

/** Answers by path; a path without an answer fails like a platform refusal. No network at all. */
function stubClient(answers: Record<string, Answer> = {}): ApiClient {
  const table: Record<string, Answer> = {
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
    '/wps/deposit/order': (input: Record<string, unknown>) =>
      input.orderNo === 'DQR1'
        ? order({ orderNo: 'DQR1', channel: 'QRPH', kind: 'QR', payUrl: '/demo-pay/DQR1' })
        : order({ orderNo: String(input.orderNo), channel: 'BANK', kind: 'BANK', payUrl: null, payee }),
    ...answers,
  };
  return {
    config: { baseUrl: '', payloadKey: 'story', getToken: () => useSessionStore.getState().token },
    call: async <E extends Endpoint<unknown, unknown>>(endpoint: E, input?: unknown) => {
      if (!(endpoint.path in table)) throw new EnvelopeError('Not available in this story');
      const answer = table[endpoint.path];
      return (
        typeof answer === 'function' ? answer((input ?? {}) as Record<string, unknown>) : answer
      ) as never;
    },
  } as ApiClient;
}

export interface StoryParameters {
  answers?: Record<string, Answer>;
  signedInAs?: MemberInfo;
}

function StoryProviders({
  children,
  answers,
  signedInAs = member,
}: StoryParameters & { children: ReactNode }) {
  useSessionStore.getState().startSession('story-token', signedInAs);
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [client] = useState(() => stubClient(answers));
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <I18nProvider i18n={createTestI18n()}>
          <MemberCentreConfigProvider
            hrefOf={(page) => `/member/${page}`}
            currencySymbol="₱"
            locale="en-US"
            referralLinkOf={(code) => `https://marquee.example/register?ref=${code}`}
          >
            <LoginPathProvider path="/login">
              <MemoryRouter>{children}</MemoryRouter>
            </LoginPathProvider>
          </MemberCentreConfigProvider>
        </I18nProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

/** The decorator every story uses; a story picks answers and member with `parameters`. */
export function withStoryProviders(Story: () => ReactNode, context: { parameters: StoryParameters }) {
  const { answers, signedInAs } = context.parameters;
  return (
    <StoryProviders answers={answers} signedInAs={signedInAs}>
      {Story()}
    </StoryProviders>
  );
}
