import type { ApiClient } from '@marquee/api-client';
import { I18nProvider } from '@marquee/i18n';
import { ToastProvider } from '@marquee/ui-kit';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { ApiClientProvider } from '../api/api-client-context';

interface ShellProvidersProps {
  queryClient: QueryClient;
  client: ApiClient;
  i18n: ComponentProps<typeof I18nProvider>['i18n'];
  /** the package's own providers (its config, the brand's), around the routed content */
  wrapper?: ((children: ReactNode) => ReactElement) | undefined;
  /** the routed content */
  children: ReactNode;
}

/**
 * What the shell puts above every feature, for tests and stories alike: the query cache, the API
 * client, the translations and toasts (a region named "Notifications").
 */
export function ShellProviders({ queryClient, client, i18n, wrapper, children }: ShellProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <I18nProvider i18n={i18n}>
          {/* above the package's own providers, as in the shell: a toast renders outside them */}
          <ToastProvider label="Notifications" dismissLabel="Close">
            {wrapper ? wrapper(children) : children}
          </ToastProvider>
        </I18nProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
