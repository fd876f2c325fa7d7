import { memberKeys } from '@marquee/api-client';
import { useQueryClient } from '@tanstack/react-query';

/** Every change to the inbox refreshes its pages and the unread count (menu and header badge). */
export function useInboxRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: memberKeys.messages() }),
      queryClient.invalidateQueries({ queryKey: memberKeys.unreadCount() }),
    ]);
}
