import { api } from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { mounter } from '../http/mount';
import { sessionOf } from '../http/route-helpers';
import { optionalInteger, type RawInput, requiredString } from '../http/validate';
import type { AccountDeps } from '../services/deps';
import {
  deleteMessage,
  listMessages,
  markAllRead,
  markRead,
  unreadCount,
} from '../services/member-centre/messages';

const messageId = (raw: RawInput) => ({ id: requiredString(raw, 'id', { max: 64 }) });

export function messageRoutes(app: Hono<AppEnv>, deps: AccountDeps): void {
  const mount = mounter(app, deps.config);
  mount(api.member.unreadMessages, {
    handle: async (_input, c) => ({ count: await unreadCount(deps.db, sessionOf(c).memberId) }),
  });
  mount(api.member.messages, {
    parse: (raw) => ({ pageNum: optionalInteger(raw, 'pageNum', { min: 1, max: 10_000 }) ?? 1 }),
    handle: ({ pageNum }, c) => listMessages(deps.db, sessionOf(c).memberId, pageNum),
  });
  mount(api.member.readMessage, {
    parse: messageId,
    handle: async ({ id }, c) => {
      await markRead(deps.db, sessionOf(c).memberId, id, deps.clock.now());
      return null;
    },
  });
  mount(api.member.readAllMessages, {
    handle: async (_input, c) => {
      await markAllRead(deps.db, sessionOf(c).memberId, deps.clock.now());
      return null;
    },
  });
  mount(api.member.deleteMessage, {
    parse: messageId,
    handle: async ({ id }, c) => {
      await deleteMessage(deps.db, sessionOf(c).memberId, id);
      return null;
    },
  });
}
