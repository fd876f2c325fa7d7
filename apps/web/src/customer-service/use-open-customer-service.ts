import type { CustomerServiceType, MemberInfo } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useApiClient, useMemberInfoQuery, useSessionToken } from '@marquee/session';
import { useToasts } from '@marquee/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useBrand } from '../brand/brand-context';

const WINDOW_NAME = 'marquee-customer-service';
/**
 * The window is 440 wide, 750 high beside the site (the header's entry) and 500 from the pages
 * that stand in for the site (maintenance, region block, domain check).
 */
export type CustomerServiceWindowHeight = 500 | 750;
/** Members above this VIP rank (clubLabel.rankLevel) get the VIP service. */
const VIP_SERVICE_ABOVE_RANK = 4;

/** The VIP service for a member above rank 4, live chat for everyone else (visitors included). */
function customerServiceTypeFor(member: MemberInfo | undefined): CustomerServiceType {
  return (member?.clubLabel?.rankLevel ?? 0) > VIP_SERVICE_ABOVE_RANK ? 'VIP' : 'LIVECHAT';
}

/**
 * Opens customer service in a popup, the VIP entry for VIP members. The window is
 * opened synchronously inside the click, before any await, because browsers block popups opened
 * later; it is pointed at the resolved address once that arrives (the code resolving it loads
 * then), and closed again if resolving fails.
 */
export function useOpenCustomerService(height: CustomerServiceWindowHeight = 750): () => void {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const brand = useBrand();
  const toasts = useToasts();
  const { i18n } = useTranslation();
  const token = useSessionToken();
  // Idle for visitors; for members the header has usually loaded it already.
  const member = useMemberInfoQuery();
  const serviceType = customerServiceTypeFor(token ? member.data : undefined);

  return useCallback(() => {
    const popup = window.open('', WINDOW_NAME, `width=440,height=${height}`);
    // The chat is a third-party page: it must not be able to navigate this tab.
    if (popup) popup.opener = null;
    const origin = brand.apiBaseUrl || window.location.origin;
    import('./point-customer-service-window')
      .then(({ pointCustomerServiceWindow }) =>
        pointCustomerServiceWindow({ popup, client, queryClient, origin, serviceType, i18n, toasts }),
      )
      // what fails here is the chunk itself (the function handles its own failures): the network
      .catch(() => {
        popup?.close();
        toasts.show({ tone: 'error', message: i18n.t('network_error') });
      });
  }, [client, queryClient, brand.apiBaseUrl, serviceType, toasts, i18n, height]);
}
