import type { ApiClient } from '@marquee/api-client';
import { I18nProvider, type LanguageCode } from '@marquee/i18n';
import { createTestI18n } from '@marquee/i18n/testing';
import { ApiClientProvider, createSessionApiClient, LoginPathProvider } from '@marquee/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { TEST_BASE_URL, TEST_PAYLOAD_KEY } from './msw';

function testClient(): ApiClient {
  return createSessionApiClient({
    baseUrl: TEST_BASE_URL,
    payloadKey: TEST_PAYLOAD_KEY,
    getLanguage: () => 'en',
  });
}

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname}</output>;
}

export interface RenderOptions {
  route?: string;
  queryClient?: QueryClient;
  client?: ApiClient;
  /** the player's language; EN by default */
  language?: LanguageCode;
}

/** The providers the shell gives the package: query cache, transport, strict i18n, router. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/login', queryClient, client, language = 'EN' }: RenderOptions = {},
) {
  const queries = queryClient ?? testQueryClient();
  const result = render(
    <QueryClientProvider client={queries}>
      <ApiClientProvider client={client ?? testClient()}>
        <I18nProvider i18n={createTestI18n({ language })}>
          <LoginPathProvider path="/login">
            <MemoryRouter initialEntries={[route]}>
              <Routes>
                <Route path="*" element={ui} />
              </Routes>
              <Location />
            </MemoryRouter>
          </LoginPathProvider>
        </I18nProvider>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient: queries };
}
