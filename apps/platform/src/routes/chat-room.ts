import { chatRoomApi } from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { badRequest } from '../http/http-error';
import { mounter } from '../http/mount';
import { sessionOf } from '../http/route-helpers';
import { asSeenBy, postToRoom, roomHistory } from '../services/chat/chat-room';
import type { ChatRoomChannel } from '../services/chat/room-channel';
import type { AccountDeps } from '../services/deps';

/** The chat room's calls: its history, and a message, stored and then sent to the room's readers. */
export function chatRoomRoutes(app: Hono<AppEnv>, deps: AccountDeps, room: ChatRoomChannel): void {
  const mount = mounter(app, deps.config);
  mount(chatRoomApi.history, {
    handle: (_input, c) => roomHistory(deps.db, sessionOf(c).memberId),
  });
  mount(chatRoomApi.send, {
    parse: (raw) => {
      if (typeof raw.text !== 'string') throw badRequest("'text' must be a string");
      return { text: raw.text };
    },
    handle: async ({ text }, c) => {
      const { memberId } = sessionOf(c);
      const stored = await postToRoom(deps, memberId, text);
      room.publish(stored);
      return asSeenBy(memberId, stored);
    },
  });
}
