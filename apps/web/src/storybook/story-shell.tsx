import {
  type AnnouncementsResponse,
  type CustomerServiceResponse,
  NetworkError,
  noticeKeys,
  type PermissionInfo,
  type SystemStatus,
  systemKeys,
  type VendorLanesResponse,
  vendorKeys,
} from '@marquee/api-client';
import { createI18n, getLanguageStore } from '@marquee/i18n';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { createWebApiClient } from '../api/create-web-api-client';
import { Providers } from '../app/providers';
import { brandConfig } from '../brand/brand-config';
import { ANNOUNCEMENT_TYPES } from '../notice/announcements-query';
import { announcementsFixture, customerServiceFixture, statusFixture } from '../test/fixtures';
import { storyBanner, storyLanes, storyPermission } from './story-fixtures';

/** Server state a story starts with; `null` leaves that query empty (it then fails, as offline). */
export interface StoryData {
  status?: SystemStatus | null;
  permission?: PermissionInfo | null;
  announcements?: AnnouncementsResponse | null;
  lanes?: VendorLanesResponse | null;
  customerService?: CustomerServiceResponse | null;
}

export interface StoryShellOptions extends StoryData {
  /** the address the story's MemoryRouter starts at */
  path?: string;
}

function prefill<T>(client: QueryClient, key: readonly unknown[], value: T | null | undefined, fallback: T) {
  if (value === null) return;
  client.setQueryData(key, value ?? fallback);
}

/**
 * The app's providers for a story, with the server state pre-filled and no network at all: the
 * data never goes stale, and anything not pre-filled fails the way an offline device would.
 */
function createStoryEnvironment(data: StoryData) {
  const i18n = createI18n({
    defaultLanguage: brandConfig.defaultLanguage,
    supportedLanguages: brandConfig.supportedLanguages,
    storage: null,
  });
  const language = getLanguageStore(i18n).getState().current;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  prefill(queryClient, systemKeys.status(), data.status, statusFixture());
  prefill(queryClient, systemKeys.whitelabel(window.location.host), data.permission, storyPermission());
  prefill(
    queryClient,
    noticeKeys.announcements(language, ANNOUNCEMENT_TYPES),
    data.announcements,
    announcementsFixture({ banners: [storyBanner({ bannerId: 1, title: 'Welcome bonus' })] }),
  );
  prefill(queryClient, vendorKeys.lanes('MARQUEE'), data.lanes, storyLanes());
  prefill(queryClient, systemKeys.customerService(), data.customerService, customerServiceFixture());
  const apiClient = createWebApiClient({
    brand: brandConfig,
    getLanguage: () => getLanguageStore(i18n).getState().current,
    fetch: () => Promise.reject(new NetworkError('stories have no network')),
  });
  return { i18n, queryClient, apiClient };
}

function StoryShell({ options, children }: { options: StoryShellOptions; children: ReactNode }) {
  const { path = '/', ...data } = options;
  const [environment] = useState(() => createStoryEnvironment(data));
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
