import { type ApiClient, type Endpoint, EnvelopeError, type MemberInfo } from '@marquee/api-client';
import { I18nProvider } from '@marquee/i18n';
import { createTestI18n } from '@marquee/i18n/testing';
import { ApiClientProvider, LoginPathProvider, useSessionStore } from '@marquee/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { balance, countries, member, registerRules } from '../test/fixtures';

/** Answers by path; a path without an answer fails like a platform refusal. No network at all. */
function stubClient(answers: Record<string, unknown> = {}): ApiClient {
  const table: Record<string, unknown> = {
    '/wps/session/social/providers': [],
    '/wps/system/countries': countries,
    '/wps/system/setting/register': registerRules,
    '/wps/member/info': member,
    '/wps/member/avatar': { avatarUrl: null },
    '/wps/v2/wallets/balance': balance,
    '/wps/captcha': { captchaId: 'story', image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' },
    ...answers,
  };
  return {
    config: { baseUrl: '', payloadKey: 'story', getToken: () => useSessionStore.getState().token },
    call: async <E extends Endpoint<unknown, unknown>>(endpoint: E) => {
      if (endpoint.path in table) return table[endpoint.path] as never;
      throw new EnvelopeError('Not available in this story');
    },
  } as ApiClient;
}

interface StoryProvidersProps {
  children: ReactNode;
  answers?: Record<string, unknown>;
  /** starts a session for stories of signed-in parts */
  signedInAs?: MemberInfo;
}

/** What the shell provides, without a server: stub transport, fresh cache, strict i18n, router. */
function StoryProviders({ children, answers, signedInAs }: StoryProvidersProps) {
  if (signedInAs) useSessionStore.getState().startSession('story-token', signedInAs);
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={stubClient(answers)}>
        <I18nProvider i18n={createTestI18n()}>
          <LoginPathProvider path="/login">
            <MemoryRouter>{children}</MemoryRouter>
          </LoginPathProvider>
        </I18nProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

/**
 * The decorator every auth story uses; a story picks its stub answers and signed-in member with
 * `parameters: { answers, signedInAs }`, so providers are never nested.
 */
export function withStoryProviders(
  Story: () => ReactNode,
  context: { parameters: { answers?: Record<string, unknown>; signedInAs?: MemberInfo } },
) {
  return (
    <StoryProviders answers={context.parameters.answers} signedInAs={context.parameters.signedInAs}>
      {Story()}
    </StoryProviders>
  );
}
