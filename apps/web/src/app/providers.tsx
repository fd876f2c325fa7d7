import type { ApiClient } from '@marquee/api-client';
import { type I18nInstance, I18nProvider, useTranslation } from '@marquee/i18n';
import { ApiClientProvider, LoginPathProvider } from '@marquee/session';
import { ToastProvider } from '@marquee/ui-kit';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { BrandConfig } from '../brand/brand-config';
import { BrandProvider } from '../brand/brand-context';
import { AppErrorBoundary } from './app-error-boundary';
import { paths } from './paths';

export interface ProvidersProps {
  brand: BrandConfig;
  i18n: I18nInstance;
  queryClient: QueryClient;
  apiClient: ApiClient;
  children: ReactNode;
}

function TranslatedToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ToastProvider label={t('notifications')} dismissLabel={t('close')}>
      {children}
    </ToastProvider>
  );
}

/**
 * Everything the screens rely on. The instances come in as props so the app, its tests and its
 * stories each build their own (tests: strict i18n, a mocked network; stories: no network at all).
 */
export function Providers({ brand, i18n, queryClient, apiClient, children }: ProvidersProps) {
  return (
    <BrandProvider brand={brand}>
      <I18nProvider i18n={i18n}>
        {/* Inside I18nProvider so even the crash screen speaks the player's language. */}
        <AppErrorBoundary>
          <QueryClientProvider client={queryClient}>
            <ApiClientProvider client={apiClient}>
              <LoginPathProvider path={paths.login}>
                <TranslatedToastProvider>{children}</TranslatedToastProvider>
              </LoginPathProvider>
            </ApiClientProvider>
          </QueryClientProvider>
        </AppErrorBoundary>
      </I18nProvider>
    </BrandProvider>
  );
}
