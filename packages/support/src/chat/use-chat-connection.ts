import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { ChatConnection, type ChatState, type CreateChatSocket } from './chat-connection';

/** The chat connection of this screen, started while it is shown, and its state. */
export function useChatConnection(
  url: string,
  token: string | null,
  createSocket?: CreateChatSocket,
): { connection: ChatConnection; state: ChatState } {
  const [connection] = useState(() => new ChatConnection(url, token, createSocket));
  useEffect(() => {
    connection.start();
    return () => connection.stop();
  }, [connection]);
  const state = useStore(connection.store);
  return { connection, state };
}
