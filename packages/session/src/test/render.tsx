import type { ApiClient } from '@marquee/api-client';
import { I18nProvider } from '@marquee/i18n';
import { createTestI18n } from '@marquee/i18n/testing';
import { ToastProvider } from '@marquee/ui-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApiClientProvider } from '../api/api-client-context';
import { createSessionApiClient } from '../api/create-session-api-client';
import { LoginPathProvider } from '../paths/login-path';
import { TEST_BASE_URL, TEST_PAYLOAD_KEY } from './msw';

const TEST_LOGIN_PATH = '/login';

export function testClient(): ApiClient {
  return createSessionApiClient({
    baseUrl: TEST_BASE_URL,
    payloadKey: TEST_PAYLOAD_KEY,
    getLanguage: () => 'en',
  });
}

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname}</output>;
}

export interface RenderOptions {
  route?: string;
  client?: ApiClient;
}

/** The providers the shell gives the session layer: query cache, transport, strict i18n, toasts, router. */
export function renderWithProviders(ui: ReactElement, { route = '/', client }: RenderOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client ?? testClient()}>
        <I18nProvider i18n={createTestI18n()}>
          <ToastProvider label="Notifications" dismissLabel="Close">
            <LoginPathProvider path={TEST_LOGIN_PATH}>
              <MemoryRouter initialEntries={[route]}>
                <Routes>
                  <Route path="*" element={ui} />
                </Routes>
                <Location />
              </MemoryRouter>
            </LoginPathProvider>
          </ToastProvider>
        </I18nProvider>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
