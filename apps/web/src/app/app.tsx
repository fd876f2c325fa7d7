import { createI18n, getLanguageStore } from '@marquee/i18n';
import { RouterProvider } from 'react-router';
import { createWebApiClient } from '../api/create-web-api-client';
import { brandConfig } from '../brand/brand-config';
import { createQueryClient } from './create-query-client';
import { Providers } from './providers';
import { createAppRouter } from './router';

const i18n = createI18n({
  defaultLanguage: brandConfig.defaultLanguage,
  supportedLanguages: brandConfig.supportedLanguages,
});
const languageStore = getLanguageStore(i18n);
const apiClient = createWebApiClient({
  brand: brandConfig,
  getLanguage: () => languageStore.getState().current,
});
const queryClient = createQueryClient();
const router = createAppRouter();

export function App() {
  return (
    <Providers brand={brandConfig} i18n={i18n} queryClient={queryClient} apiClient={apiClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
