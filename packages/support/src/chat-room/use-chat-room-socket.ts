import { type ChatRoomClientFrame, type ChatRoomServerFrame, supportKeys } from '@marquee/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CreateChatSocket } from '../chat/chat-connection';
import { addRoomMessage } from './chat-room-query';

/** The platform closes with this on a bad sign-in: reconnecting would not help. */
const POLICY_VIOLATION = 1008;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 10_000;

const browserSocket: CreateChatSocket = (url) => new WebSocket(url);

function parseFrame(data: unknown): ChatRoomServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    return JSON.parse(data) as ChatRoomServerFrame;
  } catch {
    return null;
  }
}

/**
 * The room's live messages: signs in with the session token, adds each new message to the cached
 * history, and reconnects after a drop (with growing pauses), reloading the history then so
 * nothing said meanwhile is missed. Whether the room is live, for the screen to say.
 */
export function useChatRoomSocket(
  socketUrl: string,
  token: string | null,
  createSocket: CreateChatSocket = browserSocket,
): 'connecting' | 'online' | 'reconnecting' {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<'connecting' | 'online' | 'reconnecting'>('connecting');

  useEffect(() => {
    if (!token) return;
    let stopped = false;
    let retryMs = FIRST_RETRY_MS;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let dropped = false;
    let socket: ReturnType<CreateChatSocket> | null = null;
    const connect = () => {
      const current = createSocket(socketUrl);
      socket = current;
      current.addEventListener('open', () =>
        current.send(JSON.stringify({ type: 'hello', token } satisfies ChatRoomClientFrame)),
      );
      current.addEventListener('message', (event) => {
        const frame = parseFrame(event.data);
        if (frame?.type === 'ready') {
          retryMs = FIRST_RETRY_MS;
          setStatus('online');
          if (dropped) void queryClient.invalidateQueries({ queryKey: supportKeys.chatRoom() });
        } else if (frame?.type === 'message') addRoomMessage(queryClient, frame.message);
      });
      current.addEventListener('close', (event) => {
        if (stopped || event.code === POLICY_VIOLATION) return;
        dropped = true;
        setStatus('reconnecting');
        retry = setTimeout(connect, retryMs);
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      });
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [socketUrl, token, createSocket, queryClient]);

  return status;
}
