import { useTranslation } from '@marquee/i18n';
import { useToasts } from '@marquee/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiClient } from '../api/api-client-context';
import { errorMessageKey, serverMessageOf } from '../api/error-message-key';
import { useBrand } from '../brand/brand-context';
import { customerServiceQueryOptions } from '../system/customer-service-query';
import { CustomerServiceUnavailableError, resolveCustomerServiceUrl } from './resolve-customer-service-url';

const WINDOW_NAME = 'marquee-customer-service';
const WINDOW_FEATURES = 'width=440,height=750';

/**
 * Opens customer service in a popup (spec §4). The window is opened synchronously inside the
 * click, before any await, because browsers block popups opened later; it is pointed at the
 * resolved address once that arrives, and closed again if resolving fails.
 */
export function useOpenCustomerService(): () => void {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const brand = useBrand();
  const toasts = useToasts();
  const { t } = useTranslation();

  return useCallback(() => {
    const popup = window.open('', WINDOW_NAME, WINDOW_FEATURES);
    // The chat is a third-party page: it must not be able to navigate this tab.
    if (popup) popup.opener = null;

    queryClient
      .fetchQuery(customerServiceQueryOptions(client))
      .then(async (response) => {
        const url = await resolveCustomerServiceUrl(response, brand.apiBaseUrl || window.location.origin);
        // A blocked popup (null) or one the player already closed has nothing left to load.
        if (popup && !popup.closed) popup.location.href = url;
      })
      .catch((error: unknown) => {
        popup?.close();
        const message =
          error instanceof CustomerServiceUnavailableError
            ? t('invalid_url')
            : (serverMessageOf(error) ?? t(errorMessageKey(error)));
        toasts.show({ tone: 'error', message });
      });
  }, [client, queryClient, brand.apiBaseUrl, toasts, t]);
}
