import {
  type AnnouncementsResponse,
  type ApiClient,
  type BalanceResponse,
  type CustomerServiceResponse,
  domainKeys,
  type MemberInfo,
  memberKeys,
  NetworkError,
  type PermissionInfo,
  type SystemStatus,
  systemKeys,
  type VendorLanesResponse,
  vendorKeys,
} from '@marquee/api-client';
import { createI18n, getLanguageStore, type LanguageCode } from '@marquee/i18n';
import { addAllFeatureTexts } from '@marquee/i18n/testing';
import { createSessionApiClient, useSessionStore } from '@marquee/session';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { Providers } from '../app/providers';
import { brandConfig } from '../brand/brand-config';
import type { LineSpeed } from '../domain/measure-line';
import { announcementsQueryKey } from '../notice/announcements-query';
import {
  announcementsFixture,
  balanceFixture,
  customerServiceFixture,
  statusFixture,
} from '../test/fixtures';
import { storyBanner, storyLanes, storyLines, storyPermission } from './story-fixtures';

/** Server state a story starts with; `null` leaves that query empty (it then fails, as offline). */
interface StoryData {
  status?: SystemStatus | null;
  permission?: PermissionInfo | null;
  announcements?: AnnouncementsResponse | null;
  lanes?: VendorLanesResponse | null;
  customerService?: CustomerServiceResponse | null;
  /** the brand's lines with measured speeds (routers.domains, measured by the browser) */
  lines?: LineSpeed[] | null;
  /** signs this member in (the header shows the account menu); a visitor without it */
  signedInAs?: MemberInfo;
  /** the signed-in member's wallet */
  balance?: BalanceResponse;
  /** answers by API path for what a screen fetches itself (home's sections, a lobby's games) */
  answers?: Record<string, unknown>;
}

export interface StoryShellOptions extends StoryData {
  /** the address the story's MemoryRouter starts at */
  path?: string;
  /** the language the story shows (the brand's default unless given) */
  language?: LanguageCode;
}

function prefill<T>(client: QueryClient, key: readonly unknown[], value: T | null | undefined, fallback: T) {
  if (value === null) return;
  client.setQueryData(key, value ?? fallback);
}

/**
 * The app's providers for a story, with the server state pre-filled and no network at all: the
 * data never goes stale, and anything not pre-filled fails the way an offline device would.
 */
function createStoryEnvironment(data: StoryData, language?: LanguageCode) {
  // Every text up front: a story shows its component without the app's lazy loading around it.
  const i18n = addAllFeatureTexts(
    createI18n({
      defaultLanguage: brandConfig.defaultLanguage,
      supportedLanguages: brandConfig.supportedLanguages,
      storage: null,
      requestedLanguage: language,
    }),
  );
  const shown = getLanguageStore(i18n).getState().current;
  // The session store is the app's single owner of the login state, so a story sets it explicitly
  // either way: a visitor story never inherits the session of a story rendered before it.
  if (data.signedInAs) useSessionStore.getState().startSession('story-token', data.signedInAs);
  else useSessionStore.getState().endSession();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  prefill(queryClient, systemKeys.status(), data.status, statusFixture());
  prefill(queryClient, systemKeys.whitelabel(window.location.host), data.permission, storyPermission());
  prefill(
    queryClient,
    announcementsQueryKey(shown, Boolean(data.signedInAs)),
    data.announcements,
    announcementsFixture({ banners: [storyBanner({ bannerId: 1, title: 'Welcome bonus' })] }),
  );
  prefill(queryClient, vendorKeys.lanes('MARQUEE'), data.lanes, storyLanes());
  prefill(queryClient, systemKeys.customerService(), data.customerService, customerServiceFixture());
  prefill(queryClient, domainKeys.list(), data.lines, storyLines());
  queryClient.setQueryData(systemKeys.domainRoute(window.location.host), {
    domain: window.location.host,
    valid: true,
  });
  if (data.signedInAs) {
    queryClient.setQueryData(memberKeys.info(), data.signedInAs);
    queryClient.setQueryData(memberKeys.avatar(), { avatarUrl: null });
    queryClient.setQueryData(memberKeys.icon(), { iconUrl: null });
    queryClient.setQueryData(memberKeys.balance(), data.balance ?? balanceFixture());
  }
  const offline = createSessionApiClient({
    baseUrl: brandConfig.apiBaseUrl,
    payloadKey: brandConfig.payloadKey,
    getLanguage: () => getLanguageStore(i18n).getState().current,
    fetch: () => Promise.reject(new NetworkError('stories have no network')),
  });
  const answers = data.answers ?? {};
  const apiClient: ApiClient = {
    config: offline.config,
    call: (endpoint, input, callOptions) =>
      endpoint.path in answers
        ? Promise.resolve(answers[endpoint.path] as never)
        : offline.call(endpoint, input, callOptions),
  };
  return { i18n, queryClient, apiClient };
}

function StoryShell({ options, children }: { options: StoryShellOptions; children: ReactNode }) {
  const { path = '/', language, ...data } = options;
  const [environment] = useState(() => createStoryEnvironment(data, language));
  return (
    <Providers brand={brandConfig} {...environment}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </Providers>
  );
}

/** Decorator for stories of the shell: `decorators: [withShell({ path: '/live' })]`. */
export function withShell(options: StoryShellOptions = {}): Decorator {
  return (Story) => (
    <StoryShell options={options}>
      <Story />
    </StoryShell>
  );
}
