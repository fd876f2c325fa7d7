import { chatRoomApi } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addRoomMessage } from './chat-room-query';

/** Writes a message in the room; the stored message joins the history at once. */
export function useSendChatRoomMutation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => client.call(chatRoomApi.send, { text }),
    onSuccess: (message) => addRoomMessage(queryClient, message),
  });
}
