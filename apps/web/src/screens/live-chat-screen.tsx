import { CHAT_MEMBER_SOCKET_PATH } from '@marquee/api-client';
import { LiveChat } from '@marquee/support';
import { useMemo } from 'react';
import { useBrand } from '../brand/brand-context';
import { BrandHomeLink } from '../common/brand-home-link';
import { socketUrl } from '../common/socket-url';
import { MAIN_CONTENT_ID } from '../layout/skip-link';
import { usePermissionQuery } from '../system/permission-query';

/**
 * /livechat: the brand's own chat, the page the customer-service window loads (the entry's
 * address). A bare page of its own, for members and visitors alike (a visitor chats as a guest),
 * with the brand's logo leading back to the site, and the brand's service hours and whether the
 * platform can mail for the offline notice.
 */
export function LiveChatScreen() {
  const { apiBaseUrl, serviceHours } = useBrand();
  const { data: permission } = usePermissionQuery();
  const chatSocketUrl = useMemo(
    () => socketUrl(CHAT_MEMBER_SOCKET_PATH, apiBaseUrl || window.location.origin),
    [apiBaseUrl],
  );
  return (
    <main id={MAIN_CONTENT_ID} className="app-bare-page app-live-chat-page" tabIndex={-1}>
      <BrandHomeLink />
      <LiveChat
        socketUrl={chatSocketUrl}
        serviceHours={serviceHours}
        mailDelivery={permission?.mailDelivery !== false}
      />
    </main>
  );
}
