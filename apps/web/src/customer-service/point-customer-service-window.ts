import type { ApiClient, CustomerServiceType } from '@marquee/api-client';
import type { I18nInstance } from '@marquee/i18n';
import { loadedErrorText } from '@marquee/session';
import type { ToastApi } from '@marquee/ui-kit';
import type { QueryClient } from '@tanstack/react-query';
import { customerServiceQueryOptions } from '../system/customer-service-query';
import { CustomerServiceUnavailableError, resolveCustomerServiceUrl } from './resolve-customer-service-url';

export interface CustomerServiceWindow {
  /** the window opened inside the click (null when the browser blocked it) */
  popup: Window | null;
  client: ApiClient;
  queryClient: QueryClient;
  /** what the platform's relative entries resolve against */
  origin: string;
  serviceType: CustomerServiceType;
  i18n: I18nInstance;
  toasts: ToastApi;
}

/**
 * Points the customer-service window at the brand's address for `serviceType`, or closes it and
 * says why in a toast. A chunk of its own, fetched on the first click: no page needs it before.
 */
export async function pointCustomerServiceWindow({
  popup,
  client,
  queryClient,
  origin,
  serviceType,
  i18n,
  toasts,
}: CustomerServiceWindow): Promise<void> {
  try {
    const response = await queryClient.fetchQuery(customerServiceQueryOptions(client));
    const url = await resolveCustomerServiceUrl(response, origin, serviceType);
    // A blocked popup (null) or one the player already closed has nothing left to load.
    if (popup && !popup.closed) popup.location.href = url;
  } catch (error) {
    popup?.close();
    const message =
      error instanceof CustomerServiceUnavailableError
        ? i18n.t('invalid_url')
        : await loadedErrorText(i18n, error);
    toasts.show({ tone: 'error', message });
  }
}
