import { CHAT_ROOM_SOCKET_PATH } from '@marquee/api-client';
import { RequireLogin } from '@marquee/session';
import { ChatRoom } from '@marquee/support';
import { useMemo } from 'react';
import { useBrand } from '../brand/brand-context';
import { socketUrl } from '../common/socket-url';

/**
 * /chat-room: the members' room, behind the login check (a visitor signs in first and comes back).
 * A trial account comes in too: it reads, and the room says why it cannot write.
 */
export function ChatRoomScreen() {
  const { apiBaseUrl } = useBrand();
  const roomSocketUrl = useMemo(
    () => socketUrl(CHAT_ROOM_SOCKET_PATH, apiBaseUrl || window.location.origin),
    [apiBaseUrl],
  );
  return (
    <RequireLogin allowTrial>
      <ChatRoom socketUrl={roomSocketUrl} />
    </RequireLogin>
  );
}
