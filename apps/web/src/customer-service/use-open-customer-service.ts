import type { CustomerServiceType, MemberInfo } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { errorText, useApiClient, useMemberInfoQuery, useSessionToken } from '@marquee/session';
import { useToasts } from '@marquee/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useBrand } from '../brand/brand-context';
import { customerServiceQueryOptions } from '../system/customer-service-query';
import { CustomerServiceUnavailableError, resolveCustomerServiceUrl } from './resolve-customer-service-url';

const WINDOW_NAME = 'marquee-customer-service';
const WINDOW_FEATURES = 'width=440,height=750';
/** Members above this VIP rank (clubLabel.rankLevel) get the VIP service. */
const VIP_SERVICE_ABOVE_RANK = 4;

/** The VIP service for a member above rank 4, live chat for everyone else (visitors included). */
function customerServiceTypeFor(member: MemberInfo | undefined): CustomerServiceType {
  return (member?.clubLabel?.rankLevel ?? 0) > VIP_SERVICE_ABOVE_RANK ? 'VIP' : 'LIVECHAT';
}

/**
 * Opens customer service in a popup, the VIP entry for VIP members. The window is
 * opened synchronously inside the click, before any await, because browsers block popups opened
 * later; it is pointed at the resolved address once that arrives, and closed again if resolving
 * fails.
 */
export function useOpenCustomerService(): () => void {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const brand = useBrand();
  const toasts = useToasts();
  const { t, i18n } = useTranslation();
  const token = useSessionToken();
  // Idle for visitors; for members the header has usually loaded it already.
  const member = useMemberInfoQuery();
  const serviceType = customerServiceTypeFor(token ? member.data : undefined);

  return useCallback(() => {
    const popup = window.open('', WINDOW_NAME, WINDOW_FEATURES);
    // The chat is a third-party page: it must not be able to navigate this tab.
    if (popup) popup.opener = null;

    queryClient
      .fetchQuery(customerServiceQueryOptions(client))
      .then(async (response) => {
        const url = await resolveCustomerServiceUrl(
          response,
          brand.apiBaseUrl || window.location.origin,
          serviceType,
        );
        // A blocked popup (null) or one the player already closed has nothing left to load.
        if (popup && !popup.closed) popup.location.href = url;
      })
      .catch((error: unknown) => {
        popup?.close();
        const message =
          error instanceof CustomerServiceUnavailableError ? t('invalid_url') : errorText(i18n, error);
        toasts.show({ tone: 'error', message });
      });
  }, [client, queryClient, brand.apiBaseUrl, serviceType, toasts, t]);
}
