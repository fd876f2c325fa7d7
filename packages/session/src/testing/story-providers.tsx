import { type ApiClient, type Endpoint, EnvelopeError, type MemberInfo } from '@marquee/api-client';
import { createTestI18n } from '@marquee/i18n/testing';
import { QueryClient } from '@tanstack/react-query';
import { type ReactElement, type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { LoginPathProvider } from '../paths/login-path';
import { useSessionStore } from '../store/session-store';
import { ShellProviders } from './shell-providers';

/** A story's answer to a path: a value, or one made from the call's input. */
type StoryAnswer = unknown | ((input: Record<string, unknown>) => unknown);

export interface StoryParameters {
  /** answers by path, over the package's defaults */
  answers?: Record<string, StoryAnswer>;
  /** starts a session for stories of signed-in parts; null: a visitor (a session a story before started ends) */
  signedInAs?: MemberInfo | null;
  /** the address the router starts at */
  route?: string;
}

/** Answers by path; a path without an answer fails like a platform refusal. No network at all. */
function storyClient(table: Record<string, StoryAnswer>): ApiClient {
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

export interface StoryDecoratorOptions extends StoryParameters {
  /** the package's own providers (its config, the brand's), around the router */
  wrapper?: (children: ReactNode) => ReactElement;
}

function StoryProviders({
  children,
  answers,
  signedInAs,
  route,
  wrapper,
}: StoryDecoratorOptions & { children: ReactNode }) {
  const session = useSessionStore.getState();
  if (signedInAs) session.startSession('story-token', signedInAs);
  else if (signedInAs === null && session.token) session.endSession();
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [client] = useState(() => storyClient(answers ?? {}));
  const routed = (
    <LoginPathProvider path="/login">
      <MemoryRouter initialEntries={[route ?? '/']}>{children}</MemoryRouter>
    </LoginPathProvider>
  );
  return (
    <ShellProviders queryClient={queryClient} client={client} i18n={createTestI18n()} wrapper={wrapper}>
      {routed}
    </ShellProviders>
  );
}

/**
 * The decorator a package's stories use: what the shell provides, without a server (answers by
 * path, a fresh cache, strict i18n, toasts, the login path, a router). `defaults` are the package's answers,
 * member and route; a story overrides them with `parameters`.
 */
export function storyDecorator({ answers, wrapper, ...defaults }: StoryDecoratorOptions = {}) {
  return function withStoryProviders(Story: () => ReactNode, context: { parameters: StoryParameters }) {
    const parameters = context.parameters;
    return (
      <StoryProviders
        answers={{ ...answers, ...parameters.answers }}
        signedInAs={parameters.signedInAs !== undefined ? parameters.signedInAs : defaults.signedInAs}
        route={parameters.route ?? defaults.route}
        wrapper={wrapper}
      >
        {Story()}
      </StoryProviders>
    );
  };
}
