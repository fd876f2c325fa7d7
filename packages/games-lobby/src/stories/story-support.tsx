import { type ApiClient, type Endpoint, EnvelopeError, type MemberInfo } from '@marquee/api-client';
import { I18nProvider } from '@marquee/i18n';
import { createTestI18n } from '@marquee/i18n/testing';
import { ApiClientProvider, LoginPathProvider, useSessionStore } from '@marquee/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { GamesLobbyProvider } from '../config/lobby-config';
import { lanes, lobbyPaths, makeGame, makeGames, member, winners } from '../test/fixtures';

type Answer = unknown | ((input: Record<string, unknown>) => unknown);

export const storyGames = makeGames(240).map((game, index) => ({
  ...game,
  gameName: `Story game ${index + 1}`,
  iconUrl: '',
  isHot: (index % 7 === 0 ? 1 : 0) as 0 | 1,
  isNew: (index % 11 === 0 ? 1 : 0) as 0 | 1,
  launchMode: 'IFRAME' as const,
}));

/** Answers by path; a path without an answer fails like a platform refusal. No network at all. */
function stubClient(answers: Record<string, Answer> = {}): ApiClient {
  const table: Record<string, Answer> = {
    '/wps/games/vendors': { data: { lanes } },
    '/wps/games': (input: Record<string, unknown>) => {
      const pageNum = Number(input.pageNum ?? 1);
      const name = String(input.gameName ?? '').toLowerCase();
      const all = storyGames.filter((game) => game.gameName.toLowerCase().includes(name));
      return {
        games: all.slice((pageNum - 1) * 60, pageNum * 60),
        pageNum,
        totalPages: Math.ceil(all.length / 60),
        totalCount: all.length,
      };
    },
    '/wps/games/hot': {
      list: [
        makeGame(1, { gameName: 'Hot slot', isHot: 1 }),
        makeGame(2, { gameName: 'Hot table', gameType: 'LIVE' }),
      ],
    },
    '/wps/games/vassal-types': [{ gameClassify: 'SLOT', name: 'Video slots', count: 200 }],
    '/wps/games/favourites': [1, 3],
    '/wps/games/favourites/list': { content: storyGames.slice(0, 4), pageNum: 1, totalPages: 1 },
    '/wps/games/recent': { list: storyGames.slice(5, 9), totalPages: 1 },
    '/wps/games/winners': { vo: winners },
    '/wps/games/jackpot': { amount: 8_888_888_88, at: '2026-01-01T00:00:00Z' },
    '/wps/pvp/rooms': { rooms: [] },
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
  route?: string;
}

/** What the shell provides, without a server: stub transport, fresh cache, strict i18n, router. */
function StoryProviders({
  children,
  answers,
  signedInAs,
  route = '/',
}: StoryParameters & { children: ReactNode }) {
  if (signedInAs) useSessionStore.getState().startSession('story-token', signedInAs);
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [client] = useState(() => stubClient(answers));
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <I18nProvider i18n={createTestI18n()}>
          <GamesLobbyProvider merchantCode="DEMO" currencySymbol="¥" locale="en-US" paths={lobbyPaths}>
            <LoginPathProvider path="/login">
              <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
            </LoginPathProvider>
          </GamesLobbyProvider>
        </I18nProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

/** The decorator every story uses; a story picks answers, member and route with `parameters`. */
export function withStoryProviders(Story: () => ReactNode, context: { parameters: StoryParameters }) {
  const { answers, signedInAs, route } = context.parameters;
  return (
    <StoryProviders answers={answers} signedInAs={signedInAs} route={route}>
      {Story()}
    </StoryProviders>
  );
}

export { member };
