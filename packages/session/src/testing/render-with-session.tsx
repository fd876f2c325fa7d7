import type { ApiClient } from '@marquee/api-client';
import type { LanguageCode } from '@marquee/i18n';
import { createTestI18n } from '@marquee/i18n/testing';
import type { QueryClient } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { CurrencyProvider } from '../money/currency';
import { LoginPathProvider } from '../paths/login-path';
import { ShellProviders } from './shell-providers';
import { testApiClient, testQueryClient } from './test-client';

function Location() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

export interface SessionRenderOptions {
  /** the address the router starts at */
  route?: string;
  /** the route pattern `ui` is rendered at (its params come from `route`); every address by default */
  path?: string;
  queryClient?: QueryClient;
  client?: ApiClient;
  /** the player's language; EN by default */
  language?: LanguageCode;
  /** the brand's currency symbol, as the shell's CurrencyProvider gives it; none by default */
  currencySymbol?: string;
  /** the package's own providers (its config, the brand's), around the router */
  wrapper?: (children: ReactNode) => ReactElement;
}

/**
 * Renders `ui` inside the providers the shell gives every feature: a query cache, the API client on
 * the test platform, strict i18n, toasts (a region named "Notifications"), the login path `/login`
 * and a router, with an `output` named
 * "location" that shows where the router is. Returns Testing Library's result and the query cache.
 */
export function renderWithSession(
  ui: ReactElement,
  {
    route = '/',
    path = '*',
    queryClient,
    client,
    language = 'EN',
    currencySymbol,
    wrapper,
  }: SessionRenderOptions = {},
): RenderResult & { queryClient: QueryClient } {
  const queries = queryClient ?? testQueryClient();
  const router = (
    <LoginPathProvider path="/login">
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
        <Location />
      </MemoryRouter>
    </LoginPathProvider>
  );
  const routed = currencySymbol ? (
    <CurrencyProvider symbol={currencySymbol}>{router}</CurrencyProvider>
  ) : (
    router
  );
  const result = render(
    <ShellProviders
      queryClient={queries}
      client={client ?? testApiClient()}
      i18n={createTestI18n({ language })}
      wrapper={wrapper}
    >
      {routed}
    </ShellProviders>,
  );
  return { ...result, queryClient: queries };
}
