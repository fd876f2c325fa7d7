import type { MemberInfo } from '@marquee/api-client';
import { getLanguageStore } from '@marquee/i18n';
import { type CreateTestI18nOptions, createTestI18n } from '@marquee/i18n/testing';
import { createSessionApiClient, useSessionStore } from '@marquee/session';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { Providers } from '../app/providers';
import { AppRoutes } from '../app/router';
import { type BrandConfig, createBrandConfig } from '../brand/brand-config';
import { memberFixture } from './fixtures';
import { createTestRouter } from './test-router';

export interface TestProvidersOptions {
  brand?: Partial<BrandConfig>;
  language?: CreateTestI18nOptions['language'];
  /** `false` starts with the core texts alone, as the app does (see createTestI18n). */
  featureTexts?: boolean;
}

/** Providers as the app builds them, with strict i18n (a missing key throws) and no query retries. */
export function createTestProviders({
  brand: brandOverrides,
  language,
  featureTexts,
}: TestProvidersOptions = {}) {
  // Node's fetch needs absolute URLs; the jsdom origin stands in for "same origin".
  const brand = { ...createBrandConfig({ VITE_API_BASE_URL: window.location.origin }), ...brandOverrides };
  const i18n = createTestI18n({ language, supportedLanguages: brand.supportedLanguages, featureTexts });
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  const apiClient = createSessionApiClient({
    baseUrl: brand.apiBaseUrl,
    payloadKey: brand.payloadKey,
    getLanguage: () => getLanguageStore(i18n).getState().current,
  });
  function wrapper({ children }: { children: ReactNode }) {
    return (
      <Providers brand={brand} i18n={i18n} queryClient={queryClient} apiClient={apiClient}>
        {children}
      </Providers>
    );
  }
  return { brand, i18n, queryClient, apiClient, wrapper };
}

export interface RenderAppOptions extends TestProvidersOptions {
  path?: string;
  /** a session token, i.e. a signed-in member (the member fixture unless `member` says otherwise) */
  token?: string;
  /** the signed-in member; implies a session (token 'member-token' unless `token` is given) */
  member?: MemberInfo;
}

/** Renders the whole shell (real route table, layout, gate) at `path`. */
export function renderApp({ path = '/', token, member, ...options }: RenderAppOptions = {}) {
  // As after a reload: the session store already holds the session when the app starts.
  if (token || member)
    useSessionStore.getState().startSession(token ?? 'member-token', member ?? memberFixture());
  const providers = createTestProviders(options);
  const { router, RouterProbe } = createTestRouter();
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <RouterProbe />
    </MemoryRouter>,
    { wrapper: providers.wrapper },
  );
  return { ...view, ...providers, router, user };
}
