import {
  CHAT_ROOM_HISTORY_SIZE,
  type ChatRoomHistory,
  type ChatRoomMessage,
  chatRoomApi,
  supportKeys,
} from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { type QueryClient, useQuery } from '@tanstack/react-query';

/** The room's latest messages and whether the member may write. */
export function useChatRoomQuery() {
  const client = useApiClient();
  return useQuery({
    queryKey: supportKeys.chatRoom(),
    queryFn: ({ signal }) => client.call(chatRoomApi.history, undefined, { signal }),
  });
}

/**
 * Adds a message to the cached history, once (the sender gets theirs from the call and from the
 * socket), keeping the latest CHAT_ROOM_HISTORY_SIZE.
 */
export function addRoomMessage(queryClient: QueryClient, message: ChatRoomMessage): void {
  queryClient.setQueryData<ChatRoomHistory>(supportKeys.chatRoom(), (history) => {
    if (!history || history.messages.some((known) => known.id === message.id)) return history;
    return { ...history, messages: [...history.messages, message].slice(-CHAT_ROOM_HISTORY_SIZE) };
  });
}
