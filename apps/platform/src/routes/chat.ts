import { createNodeWebSocket } from '@hono/node-ws';
import {
  CHAT_CONSOLE_SIGN_IN_PATH,
  CHAT_FRAME_MAX_BYTES,
  CHAT_MEMBER_SOCKET_PATH,
  CHAT_OPERATOR_SOCKET_PATH,
  CHAT_ROOM_SOCKET_PATH,
  type ChatConsoleSignInRefusal,
  type ChatOperatorSession,
} from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { readJsonObject } from '../http/mount';
import { ipOf } from '../http/route-helpers';
import { send } from '../services/accounts/outbox';
import { type ChatConnection, ChatHub, type ChatPeer } from '../services/chat/chat-hub';
import { chatIdleJob } from '../services/chat/idle-job';
import { signInOperator } from '../services/chat/operators';
import { ChatRoomChannel } from '../services/chat/room-channel';
import { deliveryChannels } from '../services/delivery/channels';
import type { AccountDeps } from '../services/deps';
import type { TimedJob } from '../services/timed-job';
import { chatConsoleRoutes } from './chat-console';
import { chatRoomRoutes } from './chat-room';

export interface ChatSockets {
  /** attaches the WebSocket upgrade to the Node HTTP server */
  inject: ReturnType<typeof createNodeWebSocket>['injectWebSocket'];
  hub: ChatHub;
  /** the members' chat room: its readers' sockets */
  room: ChatRoomChannel;
  /** closes idle conversations; the server starts it */
  idle: TimedJob;
}

/**
 * The live chat: the member's and the operators' WebSockets (the tokens come in the first frame,
 * see the contract's chat-types), the console's sign-in and its page.
 */
export function chatRoutes(app: Hono<AppEnv>, deps: AccountDeps): ChatSockets {
  const { upgradeWebSocket, injectWebSocket, wss } = createNodeWebSocket({ app });
  // ws reads maxPayload at each upgrade; @hono/node-ws makes its server without one (100 MiB by
  // default), so a larger frame is refused here by ws itself (close 1009) before it is buffered
  wss.options.maxPayload = CHAT_FRAME_MAX_BYTES;
  const hub = new ChatHub(
    deps.db,
    () => deps.clock.now(),
    // without SMTP_URL the inbox note and the chat itself carry the reply
    async (to, subject, body) => {
      if (deliveryChannels(deps.config).mail) await send(deps, { kind: 'mail', to, subject, body });
    },
  );

  const socket = (open: (peer: ChatPeer, ip: string) => ChatConnection) =>
    upgradeWebSocket((c) => {
      const ip = ipOf(deps, c);
      let connection: ChatConnection | null = null;
      return {
        onOpen: (_event, ws) => {
          connection = open(
            {
              send: (data) => ws.send(data),
              close: (code, reason) => ws.close(code, reason),
            },
            ip,
          );
        },
        onMessage: (event) => connection?.receive(event.data),
        onClose: () => connection?.closed(),
      };
    });

  app.get(
    CHAT_MEMBER_SOCKET_PATH,
    socket((peer, ip) => hub.memberConnection(peer, ip)),
  );
  app.get(
    CHAT_OPERATOR_SOCKET_PATH,
    socket((peer) => hub.operatorConnection(peer)),
  );

  app.post(CHAT_CONSOLE_SIGN_IN_PATH, async (c) => {
    const body = await readJsonObject(c);
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    c.header('cache-control', 'no-store');
    if (!name || !password || name.length > 64 || password.length > 128)
      return c.json({ error: 'Wrong name or password' } satisfies ChatConsoleSignInRefusal, 401);
    const result = await signInOperator(deps.db, { name, password }, ipOf(deps, c), deps.clock.now());
    if (!result) return c.json({ error: 'Wrong name or password' } satisfies ChatConsoleSignInRefusal, 401);
    if ('retryAfterSeconds' in result) {
      c.header('retry-after', String(result.retryAfterSeconds));
      return c.json(
        {
          error: 'Too many sign-in attempts',
          retryAfterSeconds: result.retryAfterSeconds,
        } satisfies ChatConsoleSignInRefusal,
        429,
      );
    }
    return c.json({ token: result.token, name } satisfies ChatOperatorSession);
  });

  const room = new ChatRoomChannel(deps.db, () => deps.clock.now());
  app.get(
    CHAT_ROOM_SOCKET_PATH,
    socket((peer) => room.connection(peer)),
  );
  chatRoomRoutes(app, deps, room);

  chatConsoleRoutes(app);
  return { inject: injectWebSocket, hub, room, idle: chatIdleJob(hub, deps.config.chatIdleMinutes) };
}
