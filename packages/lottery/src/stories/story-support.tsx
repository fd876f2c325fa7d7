import { type ApiClient, type Endpoint, EnvelopeError, type LotteryBet } from '@marquee/api-client';
import { I18nProvider } from '@marquee/i18n';
import { createTestI18n } from '@marquee/i18n/testing';
import { ApiClientProvider, LoginPathProvider, useSessionStore } from '@marquee/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { LotteryProvider } from '../config/lottery-config';
import { games, makeDraw, makeResult, member } from '../test/fixtures';

const storyBets: LotteryBet[] = [
  {
    betId: 'b1',
    drawId: 'd9',
    gameCode: 'VNF1',
    drawAt: '2026-11-26T06:00:00.000Z',
    playType: 'LO2',
    numbers: ['45'],
    stake: 100,
    status: 'WON',
    payout: 700,
    placedAt: '2026-11-26T05:59:00.000Z',
  },
  {
    betId: 'b2',
    drawId: 'd9',
    gameCode: 'VNF1',
    drawAt: '2026-11-26T06:00:00.000Z',
    playType: 'DE',
    numbers: ['10'],
    stake: 500,
    status: 'LOST',
    payout: 0,
    placedAt: '2026-11-26T05:59:00.000Z',
  },
  {
    betId: 'b3',
    drawId: 'd10',
    gameCode: 'VNF1',
    drawAt: '2026-11-26T06:01:00.000Z',
    playType: 'XIEN2',
    numbers: ['01', '02'],
    stake: 100,
    status: 'PENDING',
    payout: 0,
    placedAt: '2026-11-26T06:00:20.000Z',
  },
];

/** Answers by path, from the fixtures; no network at all. */
function stubClient(): ApiClient {
  const frequency = Object.fromEntries(
    Array.from({ length: 100 }, (_, n) => [String(n).padStart(2, '0'), (n * 7) % 11]),
  );
  const table: Record<string, (input: Record<string, unknown>) => unknown> = {
    '/lgw/games/game_menus': () => games,
    '/lgw/games/popular': () => games,
    '/lgw/game_menu/recent': () => games.slice(0, 1),
    '/lgw/vn/games/game_menu': () => [
      { group: 'FAST', games: games.slice(0, 1) },
      { group: 'NORTH', games: games.slice(1, 2) },
    ],
    '/lgw/lotto/draws/current': (input) => makeDraw(String(input.gameCode ?? 'VNF1'), 3_600_000),
    '/lgw/vn/numeros/opened/game': () => ({ gameCode: 'VNF1', draws: 100, frequency }),
    '/lgw/lotto/games/opened/numero': () => ({
      list: [makeResult('d9'), makeResult('d8')],
      pageNum: 1,
      totalPages: 3,
    }),
    '/lgw/lotto/bets': () => ({ list: storyBets, pageNum: 1, totalPages: 1 }),
  };
  return {
    config: { baseUrl: '', payloadKey: 'story', getToken: () => useSessionStore.getState().token },
    call: async <E extends Endpoint<unknown, unknown>>(endpoint: E, input?: unknown) => {
      const answer = table[endpoint.path];
      if (!answer) throw new EnvelopeError('Not available in this story');
      return answer((input ?? {}) as Record<string, unknown>) as never;
    },
  } as ApiClient;
}

export interface StoryParameters {
  signedIn?: boolean;
  route?: string;
}

function StoryProviders({
  children,
  signedIn,
  route = '/lottery',
}: StoryParameters & { children: ReactNode }) {
  if (signedIn) useSessionStore.getState().startSession('story-token', member);
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [client] = useState(stubClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <I18nProvider i18n={createTestI18n()}>
          <LotteryProvider currencySymbol="₱" locale="en-US" lotteryPath="/lottery">
            <LoginPathProvider path="/login">
              <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
            </LoginPathProvider>
          </LotteryProvider>
        </I18nProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

/** The decorator every story uses; a story signs in or picks a route with `parameters`. */
export function withStoryProviders(Story: () => ReactNode, context: { parameters: StoryParameters }) {
  const { signedIn, route } = context.parameters;
  return (
    <StoryProviders {...(signedIn ? { signedIn } : {})} {...(route ? { route } : {})}>
      {Story()}
    </StoryProviders>
  );
}
