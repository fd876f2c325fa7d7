import type { ApiClient, MemberCentrePage } from '@marquee/api-client';
import { I18nProvider } from '@marquee/i18n';
import { createTestI18n } from '@marquee/i18n/testing';
import { ApiClientProvider, createSessionApiClient, LoginPathProvider } from '@marquee/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { MemberCentreConfigProvider } from '../config/member-centre-config';
import { TEST_BASE_URL, TEST_PAYLOAD_KEY } from './msw';

function testClient(): ApiClient {
  return createSessionApiClient({
    baseUrl: TEST_BASE_URL,
    payloadKey: TEST_PAYLOAD_KEY,
    getLanguage: () => 'EN',
  });
}

const hrefOf = (page: MemberCentrePage) => `/member/${page}`;

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname}</output>;
}

/** The providers the shell gives the package: query cache, transport, strict i18n, router, config. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={testClient()}>
        <I18nProvider i18n={createTestI18n()}>
          <MemberCentreConfigProvider
            hrefOf={hrefOf}
            currencySymbol="₱"
            locale="en-US"
            referralLinkOf={(code) => `https://marquee.example/register?ref=${code}`}
          >
            <LoginPathProvider path="/login">
              <MemoryRouter initialEntries={[route]}>
                <Routes>
                  <Route path="*" element={ui} />
                </Routes>
                <Location />
              </MemoryRouter>
            </LoginPathProvider>
          </MemberCentreConfigProvider>
        </I18nProvider>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
