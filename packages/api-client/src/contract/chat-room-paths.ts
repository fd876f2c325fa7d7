import type { ChatRoomHistory, ChatRoomMessage, ChatRoomSendRequest } from './chat-room-types';
import { endpoint } from './endpoint';

/** The members' chat room: only its lazily loaded screen calls these. */
export const chatRoomApi = {
  /** the latest messages and whether the member may write */
  history: endpoint<void, ChatRoomHistory>('GET', '/wps/chat-room/messages', { token: true }),
  /** a member's message: refused to a trial account, a muted member, past the length or the rate */
  send: endpoint<ChatRoomSendRequest, ChatRoomMessage>('POST', '/wps/chat-room/messages', { token: true }),
} as const;
