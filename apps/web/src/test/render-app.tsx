import { type CreateTestI18nOptions, createTestI18n, getLanguageStore } from '@marquee/i18n';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createWebApiClient } from '../api/create-web-api-client';
import { Providers } from '../app/providers';
import { routes } from '../app/router';
import { type BrandConfig, createBrandConfig } from '../brand/brand-config';

export interface TestProvidersOptions {
  brand?: Partial<BrandConfig>;
  language?: CreateTestI18nOptions['language'];
}

/** Providers as the app builds them, with strict i18n (a missing key throws) and no query retries. */
export function createTestProviders({ brand: brandOverrides, language }: TestProvidersOptions = {}) {
  // Node's fetch needs absolute URLs; the jsdom origin stands in for "same origin".
  const brand = { ...createBrandConfig({ VITE_API_BASE_URL: window.location.origin }), ...brandOverrides };
  const i18n = createTestI18n({ language, supportedLanguages: brand.supportedLanguages });
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  const apiClient = createWebApiClient({
    brand,
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
  /** a session token, i.e. a logged-in member */
  token?: string;
}

/** Renders the whole shell (real route table, layout, gate) at `path`. */
export function renderApp({ path = '/', token, ...options }: RenderAppOptions = {}) {
  if (token) window.sessionStorage.setItem('token', token);
  const providers = createTestProviders(options);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />, { wrapper: providers.wrapper });
  return { ...view, ...providers, router, user };
}
