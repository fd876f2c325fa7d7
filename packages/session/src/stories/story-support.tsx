import type { MemberInfo } from '@marquee/api-client';
import { I18nProvider } from '@marquee/i18n';
import { createTestI18n } from '@marquee/i18n/testing';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { LoginPathProvider } from '../paths/login-path';
import { useSessionStore } from '../store/session-store';

interface StoryProvidersProps {
  children: ReactNode;
  /** starts a session for stories of signed-in parts */
  signedInAs?: MemberInfo;
}

/** What the shell provides, without a server: strict i18n, the login path and a router. */
function StoryProviders({ children, signedInAs }: StoryProvidersProps) {
  if (signedInAs) useSessionStore.getState().startSession('story-token', signedInAs);
  return (
    <I18nProvider i18n={createTestI18n()}>
      <LoginPathProvider path="/login">
        <MemoryRouter>{children}</MemoryRouter>
      </LoginPathProvider>
    </I18nProvider>
  );
}

/** The decorator every session story uses; a story picks its signed-in member with `parameters: { signedInAs }`. */
export function withStoryProviders(
  Story: () => ReactNode,
  context: { parameters: { signedInAs?: MemberInfo } },
) {
  return <StoryProviders signedInAs={context.parameters.signedInAs}>{Story()}</StoryProviders>;
}
