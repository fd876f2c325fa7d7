import { type ApiClient, type Endpoint, EnvelopeError, type MemberInfo } from '@marquee/api-client';
import { I18nProvider } from '@marquee/i18n';
import { createTestI18n } from '@marquee/i18n/testing';
import { ApiClientProvider, LoginPathProvider, useSessionStore } from '@marquee/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { appReleases, helpCentreFixture, programme } from '../test/fixtures';

type Answer = unknown | ((input: Record<string, unknown>) => unknown);

/** Answers by path; a path without an answer fails like a platform refusal. No network at all. */
function stubClient(answers: Record<string, Answer> = {}): ApiClient {
  const table: Record<string, Answer> = {
    '/wps/system/appDownload': { releases: appReleases },
    '/wps/system/helpCenter': (input: Record<string, unknown>) =>
      helpCentreFixture(input.language === 'VI' ? 'VI' : 'EN'),
    '/wps/agent/affiliate': { programme, application: null },
    '/wps/feedback': { minWords: 5, maxWords: 300, items: [] },
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
  /** null: a visitor (the session a story before may have started is ended) */
  signedInAs?: MemberInfo | null;
  route?: string;
}

function StoryProviders({
  children,
  answers,
  signedInAs,
  route = '/',
}: StoryParameters & { children: ReactNode }) {
  if (signedInAs) useSessionStore.getState().startSession('story-token', signedInAs);
  else if (signedInAs === null && useSessionStore.getState().token) useSessionStore.getState().endSession();
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [client] = useState(() => stubClient(answers));
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <I18nProvider i18n={createTestI18n()}>
          <LoginPathProvider path="/login">
            <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          </LoginPathProvider>
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
