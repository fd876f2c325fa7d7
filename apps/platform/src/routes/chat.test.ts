import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import {
  api,
  CHAT_CONSOLE_SIGN_IN_PATH,
  CHAT_MEMBER_SOCKET_PATH,
  CHAT_MESSAGE_MAX_CHARS,
  CHAT_OPERATOR_SOCKET_PATH,
  CHAT_ROOM_HISTORY_SIZE,
  CHAT_ROOM_MESSAGE_MAX_CHARS,
  CHAT_ROOM_RATE_LIMIT,
  CHAT_ROOM_RATE_WINDOW_SECONDS,
  CHAT_ROOM_SOCKET_PATH,
  type ChatRoomServerFrame,
  chatRoomApi,
} from '@marquee/api-client/contract';
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { createPlatform } from '../create-app';
import { members } from '../db/tables/accounts';
import { chatConversations, chatMessages, chatRoomMessages } from '../db/tables/chat';
import { memberMessages } from '../db/tables/member-centre';
import type { AppEnv } from '../http/app-env';
import { runOperatorCommand } from '../ops/operator-commands';
import { readOutbox } from '../services/accounts/outbox';
import { openConversation, postMessage } from '../services/chat/conversations';
import { memberIdOf, registerMember } from '../test-support/accounts';
import { ChatClient as Client } from '../test-support/chat-client';
import { call, manualClock, testPlatform, useSeededDatabase } from '../test-support/harness';
import { PUBLIC_ID } from '../test-support/public-ids';

describe('live chat over WebSocket', () => {
  const database = useSeededDatabase();
  let app: Hono<AppEnv>;
  let server: ReturnType<typeof serve>;
  let url: string;
  let ws: string;
  let idleJob: ReturnType<typeof createPlatform>['chat']['idle'];
  const operatorPassword = 'console-pass-2026';
  const clock = manualClock();

  beforeAll(async () => {
    const platform = testPlatform(database.db, {}, { now: clock.now });
    idleJob = platform.chat.idle;
    app = platform.app;
    server = await new Promise((resolve) => {
      const instance = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(instance));
    });
    platform.chat.inject(server);
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    ws = url.replace('http', 'ws');
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  async function operatorToken(name: string) {
    const res = await fetch(`${url}${CHAT_CONSOLE_SIGN_IN_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, password: operatorPassword }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { token: string }).token;
  }

  const member = () => registerMember(app);

  it('refuses a socket whose first frame is not a valid sign-in', async () => {
    const client = await Client.open(`${ws}${CHAT_MEMBER_SOCKET_PATH}`);
    client.send({ type: 'hello', token: 'x'.repeat(43) });
    await expect(client.next('error')).resolves.toEqual({ type: 'error', code: 'NOT_SIGNED_IN' });
    await expect(client.closed).resolves.toBe(1008);
  });

  it('answers offline without an operator, then delivers, acknowledges once and replays history', async () => {
    const player = await member();
    const first = await Client.open(`${ws}${CHAT_MEMBER_SOCKET_PATH}`);
    first.send({ type: 'hello', token: player.token });
    const ready = await first.next('ready');
    expect(ready).toMatchObject({ queue: 'LIVECHAT', operatorOnline: false, messages: [] });

    first.send({ type: 'send', clientId: 'client-0001', text: '  <script>alert(1)</script>  ' });
    const ack = await first.next('message');
    expect(ack.message).toMatchObject({
      sender: 'MEMBER',
      clientId: 'client-0001',
      text: '<script>alert(1)</script>',
    });
    // the same client id again (a resend after a reconnect) is the same message
    first.send({ type: 'send', clientId: 'client-0001', text: '<script>alert(1)</script>' });
    const again = await first.next('message');
    expect(again.message.id).toBe(ack.message.id);
    await first.close();

    // an operator made with the CLI command signs in and sees the conversation
    await runOperatorCommand(database.db, 'operators', ['add', 'alice', operatorPassword], new Date());
    const operator = await Client.open(`${ws}${CHAT_OPERATOR_SOCKET_PATH}`);
    operator.send({ type: 'hello', token: await operatorToken('alice') });
    const list = await operator.next('conversations');
    const entry = list.list.find((conversation) => conversation.account === player.username);
    expect(entry).toMatchObject({ queue: 'LIVECHAT', unread: 1, lastText: '<script>alert(1)</script>' });

    // the member reconnects with the last id it saw: nothing new, operator now online
    const second = await Client.open(`${ws}${CHAT_MEMBER_SOCKET_PATH}`);
    second.send({
      type: 'hello',
      token: player.token,
      conversationId: ready.conversationId,
      lastSeenId: ack.message.id,
    });
    expect(await second.next('ready')).toMatchObject({ operatorOnline: true, messages: [] });
    // messages are numbered per conversation: a mark from another one counts for nothing
    const elsewhere = await Client.open(`${ws}${CHAT_MEMBER_SOCKET_PATH}`);
    elsewhere.send({
      type: 'hello',
      token: player.token,
      conversationId: 'another-conversation',
      lastSeenId: ack.message.id,
    });
    expect((await elsewhere.next('ready')).messages.map((message) => message.id)).toEqual([ack.message.id]);
    await elsewhere.close();

    operator.send({ type: 'open', conversationId: ready.conversationId });
    const opened = await operator.next('ready');
    expect(opened.messages.map((message) => message.id)).toEqual([ack.message.id]);

    // typing and read marks cross over
    second.send({ type: 'typing', typing: true });
    await expect(operator.next('typing')).resolves.toMatchObject({ typing: true });
    operator.send({ type: 'read', conversationId: ready.conversationId, upTo: ack.message.id });
    await expect(second.next('read')).resolves.toMatchObject({ by: 'OPERATOR', upTo: ack.message.id });

    operator.send({
      type: 'send',
      conversationId: ready.conversationId,
      clientId: 'operator-0001',
      text: 'Hello!',
    });
    const reply = await second.next('message');
    expect(reply.message).toMatchObject({ sender: 'OPERATOR', text: 'Hello!' });

    // the operator leaves: the member is told
    // awaited from before: the notice may arrive before the operator's own close completes
    const told = second.next('presence');
    await operator.close();
    await expect(told).resolves.toEqual({ type: 'presence', operatorOnline: false });
    await second.close();

    const stored = await database.db
      .select({ clientId: chatMessages.clientId, seq: chatMessages.seq })
      .from(chatMessages)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
      .where(eq(chatConversations.publicId, ready.conversationId));
    expect(stored.map((row) => [row.seq, row.clientId]).sort()).toEqual([
      [1, 'client-0001'],
      [2, 'operator-0001'],
    ]);
  });

  it("puts an operator's reply to a left message in the member's messages once, and mails it to their email", async () => {
    const player = await member();
    const email = `${player.username}@example.test`;
    await database.db.update(members).set({ email }).where(eq(members.account, player.username));
    const left = await Client.open(`${ws}${CHAT_MEMBER_SOCKET_PATH}`);
    left.send({ type: 'hello', token: player.token });
    const ready = await left.next('ready');
    left.send({ type: 'send', clientId: 'left-0001', text: 'Is my deposit in?' });
    await left.next('message');
    await left.close();

    await runOperatorCommand(database.db, 'operators', ['add', 'carol', operatorPassword], new Date());
    const operator = await Client.open(`${ws}${CHAT_OPERATOR_SOCKET_PATH}`);
    operator.send({ type: 'hello', token: await operatorToken('carol') });
    await operator.next('conversations');
    operator.send({ type: 'open', conversationId: ready.conversationId });
    await operator.next('ready');
    for (const [clientId, text] of [
      ['reply-0001', 'Yes, it is credited.'],
      ['reply-0002', 'Anything else?'],
    ]) {
      operator.send({ type: 'send', conversationId: ready.conversationId, clientId, text });
      await operator.next('message', (frame) => frame.message.clientId === clientId);
    }
    const inbox = () => call(app, api.member.messages, { token: player.token, query: { pageNum: '1' } });
    // two replies while the member was away: one message points to them, and one mail
    const notes = (await inbox()).body.value.content.filter((message) => message.kind === 'CHAT_REPLY');
    expect(notes).toEqual([
      expect.objectContaining({ kind: 'CHAT_REPLY', orderNo: ready.conversationId, amount: 0 }),
    ]);
    const mails = await readOutbox(database.db, { to: email, kind: 'mail' });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('Live chat');

    // back in the chat, the member reads the replies there: a reply now adds nothing to the inbox
    const back = await Client.open(`${ws}${CHAT_MEMBER_SOCKET_PATH}`);
    back.send({ type: 'hello', token: player.token, conversationId: ready.conversationId });
    await back.next('ready');
    operator.send({
      type: 'send',
      conversationId: ready.conversationId,
      clientId: 'reply-0003',
      text: 'Bye!',
    });
    await back.next('message', (frame) => frame.message.clientId === 'reply-0003');
    expect(
      (await inbox()).body.value.content.filter((message) => message.kind === 'CHAT_REPLY'),
    ).toHaveLength(1);
    expect(await readOutbox(database.db, { to: email, kind: 'mail' })).toHaveLength(1);
    await back.close();
    await operator.close();
  });

  it('notes replies given at once to an away member in one message', async () => {
    const player = await member();
    const [row] = await database.db.select().from(members).where(eq(members.account, player.username));
    const conversation = await openConversation(database.db, { memberId: row!.id }, clock.now());
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        postMessage(
          database.db,
          {
            conversation,
            sender: 'OPERATOR',
            operatorId: null,
            clientId: `at-once-${index}`,
            text: `Reply ${index}`,
            memberAway: true,
          },
          clock.now(),
        ),
      ),
    );
    expect(replies.filter((reply) => 'note' in reply && reply.note !== null)).toHaveLength(1);
    const notes = await database.db
      .select()
      .from(memberMessages)
      .where(and(eq(memberMessages.memberId, row!.id), eq(memberMessages.kind, 'CHAT_REPLY')));
    expect(notes).toHaveLength(1);
  });

  it('refuses a message over the limit, an empty one and a flood, and closes on an oversize frame', async () => {
    const player = await member();
    const client = await Client.open(`${ws}${CHAT_MEMBER_SOCKET_PATH}`);
    client.send({ type: 'hello', token: player.token });
    await client.next('ready');
    client.send({ type: 'send', clientId: 'client-long1', text: 'x'.repeat(CHAT_MESSAGE_MAX_CHARS + 1) });
    await expect(client.next('error')).resolves.toEqual({
      type: 'error',
      code: 'TOO_LONG',
      clientId: 'client-long1',
    });
    client.send({ type: 'send', clientId: 'client-empty', text: '   ' });
    await expect(client.next('error')).resolves.toEqual({
      type: 'error',
      code: 'EMPTY',
      clientId: 'client-empty',
    });
    for (let index = 0; index < 25; index += 1) client.send({ type: 'typing', typing: index % 2 === 0 });
    await expect(client.next('error', (frame) => frame.code === 'RATE_LIMITED')).resolves.toBeDefined();
    client.send('y'.repeat(9 * 1024));
    await expect(client.closed).resolves.toBe(1009);
  });

  it('holds at most 5 sockets per member and counts their messages together', async () => {
    const player = await member();
    const clients = await Promise.all(
      Array.from({ length: 7 }, () => Client.open(`${ws}${CHAT_MEMBER_SOCKET_PATH}`)),
    );
    const answers = await Promise.all(
      clients.map((client) => {
        client.send({ type: 'hello', token: player.token });
        return Promise.race([client.next('ready'), client.next('error')]);
      }),
    );
    const ready = clients.filter((_, index) => answers[index]!.type === 'ready');
    expect(ready).toHaveLength(5);
    const refused = clients.filter((_, index) => answers[index]!.type === 'error');
    expect(answers.filter((answer) => answer.type === 'error')).toEqual([
      { type: 'error', code: 'RATE_LIMITED' },
      { type: 'error', code: 'RATE_LIMITED' },
    ]);
    for (const client of refused) await expect(client.closed).resolves.toBe(1008);
    const conversationId = (answers.find((answer) => answer.type === 'ready') as { conversationId: string })
      .conversationId;
    // 10 messages from each socket at once: one allowance of 20 for the member, not 20 per socket
    const outcomes = ready.flatMap((client, socket) =>
      Array.from({ length: 10 }, (_, index) => {
        const clientId = `flood-${socket}-${String(index).padStart(3, '0')}`;
        client.send({ type: 'send', clientId, text: `message ${socket}.${index}` });
        return Promise.race([
          client.next('message', (frame) => frame.message.clientId === clientId),
          client.next('error', (frame) => frame.clientId === clientId),
        ]);
      }),
    );
    const settled = await Promise.all(outcomes);
    expect(settled.filter((frame) => frame.type === 'message')).toHaveLength(20);
    expect(settled.filter((frame) => frame.type === 'error')).toHaveLength(30);
    const stored = await database.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
      .where(eq(chatConversations.publicId, conversationId));
    expect(stored).toHaveLength(20);
    await Promise.all(ready.map((client) => client.close()));
  });

  it('holds at most 30 player sockets per address', async () => {
    const clients = await Promise.all(
      Array.from({ length: 36 }, () => Client.open(`${ws}${CHAT_MEMBER_SOCKET_PATH}`)),
    );
    // the sockets past the address's 30 are refused and closed without a frame from the client
    await new Promise<void>((resolve) => {
      let shut = 0;
      for (const client of clients)
        void client.closed.then(() => {
          shut += 1;
          if (shut === 6) resolve();
        });
    });
    // a frame before any hello closes a socket the address had room for (NOT_SIGNED_IN)
    for (const client of clients)
      if (client.socket.readyState === client.socket.OPEN) client.send({ type: 'typing', typing: true });
    await Promise.all(clients.map((client) => client.closed));
    // a refused socket's error may come before the client listens; an admitted one never has it
    const admitted = clients.filter((client) =>
      client.frames.some((frame) => frame.type === 'error' && frame.code === 'NOT_SIGNED_IN'),
    );
    const refused = clients.filter((client) => !admitted.includes(client));
    expect(admitted).toHaveLength(30);
    expect(refused).toHaveLength(6);
    for (const client of refused)
      expect(client.frames.every((frame) => frame.type === 'error' && frame.code === 'RATE_LIMITED')).toBe(
        true,
      );
  });

  it('puts a member ranked above 4 in the VIP queue, listed first', async () => {
    const player = await member();
    await database.db.update(members).set({ rankLevel: 5 }).where(eq(members.account, player.username));
    const client = await Client.open(`${ws}${CHAT_MEMBER_SOCKET_PATH}`);
    client.send({ type: 'hello', token: player.token });
    expect(await client.next('ready')).toMatchObject({ queue: 'VIP' });
    await client.close();
    const operator = await Client.open(`${ws}${CHAT_OPERATOR_SOCKET_PATH}`);
    operator.send({ type: 'hello', token: await operatorToken('alice') });
    const { list } = await operator.next('conversations');
    expect(list[0]).toMatchObject({ account: player.username, queue: 'VIP' });
    await operator.close();
  });

  it('lets a visitor chat with a guest token kept across reconnects, listed as a visitor, apart from its member conversation', async () => {
    const first = await Client.open(`${ws}${CHAT_MEMBER_SOCKET_PATH}`);
    first.send({ type: 'hello', guest: true });
    const ready = await first.next('ready');
    expect(ready).toMatchObject({ queue: 'VISITOR', messages: [] });
    const pass = ready.guest;
    if (!pass?.token) throw new Error('no guest token issued');
    first.send({ type: 'send', clientId: 'guest-00001', text: 'Can I deposit before signing up?' });
    const sent = await first.next('message');
    await first.close();

    // the same token again: the same conversation and its history, no new token
    const again = await Client.open(`${ws}${CHAT_MEMBER_SOCKET_PATH}`);
    again.send({ type: 'hello', guest: true, token: pass.token });
    const back = await again.next('ready');
    expect(back).toMatchObject({
      conversationId: ready.conversationId,
      guest: { visitorCode: pass.visitorCode },
    });
    expect(back.guest?.token).toBeUndefined();
    expect(back.messages.map((message) => message.id)).toEqual([sent.message.id]);

    const operator = await Client.open(`${ws}${CHAT_OPERATOR_SOCKET_PATH}`);
    operator.send({ type: 'hello', token: await operatorToken('alice') });
    const { list } = await operator.next('conversations');
    expect(list.find((entry) => entry.id === ready.conversationId)).toMatchObject({
      account: null,
      visitorCode: pass.visitorCode,
      queue: 'VISITOR',
    });
    // visitors come after the members' queues
    expect(list.at(-1)?.queue).toBe('VISITOR');
    operator.send({ type: 'open', conversationId: ready.conversationId });
    await operator.next('ready');
    operator.send({
      type: 'send',
      conversationId: ready.conversationId,
      clientId: 'operator-g001',
      text: 'Yes.',
    });
    await expect(again.next('message')).resolves.toMatchObject({
      message: { sender: 'OPERATOR', text: 'Yes.' },
    });
    await operator.close();
    await again.close();

    // signed in, the same browser has its own member conversation
    const player = await member();
    const signedIn = await Client.open(`${ws}${CHAT_MEMBER_SOCKET_PATH}`);
    signedIn.send({ type: 'hello', token: player.token });
    const own = await signedIn.next('ready');
    expect(own.conversationId).not.toBe(ready.conversationId);
    expect(own.messages).toEqual([]);
    expect(own.guest).toBeUndefined();
    await signedIn.close();
  });

  it('tells no count of anything: conversations by public id, visitors by a random code, messages numbered within their conversation', async () => {
    const [first, second] = [await member(), await member()];
    const one = await Client.open(`${ws}${CHAT_MEMBER_SOCKET_PATH}`);
    one.send({ type: 'hello', token: first.token });
    const oneReady = await one.next('ready');
    for (const clientId of ['count-00001', 'count-00002']) {
      one.send({ type: 'send', clientId, text: 'Hello' });
      await one.next('message');
    }
    await one.close();
    const two = await Client.open(`${ws}${CHAT_MEMBER_SOCKET_PATH}`);
    two.send({ type: 'hello', token: second.token });
    const twoReady = await two.next('ready');
    two.send({ type: 'send', clientId: 'count-00003', text: 'Hi' });
    const theirs = await two.next('message');
    await two.close();
    expect([oneReady.conversationId, twoReady.conversationId, theirs.message.conversationId]).toEqual([
      expect.stringMatching(PUBLIC_ID),
      expect.stringMatching(PUBLIC_ID),
      twoReady.conversationId,
    ]);
    // the other member's two messages do not show in this one's numbering
    expect(theirs.message.id).toBe(1);

    const codes: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const guest = await Client.open(`${ws}${CHAT_MEMBER_SOCKET_PATH}`);
      guest.send({ type: 'hello', guest: true });
      const ready = await guest.next('ready');
      expect(ready.conversationId).toMatch(PUBLIC_ID);
      codes.push(ready.guest!.visitorCode);
      await guest.close();
    }
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9_-]{8}$/);
    expect(codes[0]).not.toBe(codes[1]);

    const operator = await Client.open(`${ws}${CHAT_OPERATOR_SOCKET_PATH}`);
    operator.send({ type: 'hello', token: await operatorToken('alice') });
    const { list } = await operator.next('conversations');
    for (const entry of list) expect(entry.id).toMatch(PUBLIC_ID);
    // a conversation's serial opens nothing
    const [row] = await database.db
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(eq(chatConversations.publicId, twoReady.conversationId));
    operator.send({ type: 'open', conversationId: String(row!.id) });
    await expect(operator.next('error')).resolves.toEqual({ type: 'error', code: 'BAD_FRAME' });
    await operator.close();
  });

  it('refuses an unknown guest token, and a member session token sent as a guest one', async () => {
    const player = await member();
    for (const token of ['x'.repeat(43), player.token]) {
      const client = await Client.open(`${ws}${CHAT_MEMBER_SOCKET_PATH}`);
      client.send({ type: 'hello', guest: true, token });
      await expect(client.next('error')).resolves.toEqual({ type: 'error', code: 'NOT_SIGNED_IN' });
      await expect(client.closed).resolves.toBe(1008);
    }
  });

  it('an operator closes a conversation: the player is told, cannot write to it, reads it after a reconnect and starts a new one', async () => {
    const player = await member();
    const client = await Client.open(`${ws}${CHAT_MEMBER_SOCKET_PATH}`);
    client.send({ type: 'hello', token: player.token });
    const ready = await client.next('ready');
    expect(ready.closed).toBe(false);
    client.send({ type: 'send', clientId: 'close-00001', text: 'Thanks, that is all.' });
    const sent = await client.next('message');

    const operator = await Client.open(`${ws}${CHAT_OPERATOR_SOCKET_PATH}`);
    operator.send({ type: 'hello', token: await operatorToken('alice') });
    await operator.next('conversations');
    operator.send({ type: 'open', conversationId: ready.conversationId });
    await operator.next('ready');
    // every frame the close brings is awaited from before it is sent: they may arrive in any order
    const playerTold = client.next('closed');
    const operatorTold = operator.next('closed');
    const relisted = operator.next('conversations', ({ list }) =>
      list.some((entry) => entry.id === ready.conversationId && entry.closedAt !== null),
    );
    operator.send({ type: 'close', conversationId: ready.conversationId });
    await expect(playerTold).resolves.toEqual({ type: 'closed', conversationId: ready.conversationId });
    await expect(operatorTold).resolves.toEqual({ type: 'closed', conversationId: ready.conversationId });
    const { list } = await relisted;
    // open conversations come first
    const firstClosed = list.findIndex((entry) => entry.closedAt !== null);
    expect(list.slice(firstClosed).every((entry) => entry.closedAt !== null)).toBe(true);

    // a member cannot close, and a closed conversation takes no message
    client.send({ type: 'close', conversationId: ready.conversationId });
    await expect(client.next('error')).resolves.toMatchObject({ code: 'BAD_FRAME' });
    client.send({ type: 'send', clientId: 'close-00002', text: 'One more thing' });
    await expect(client.next('error')).resolves.toEqual({
      type: 'error',
      code: 'CLOSED',
      clientId: 'close-00002',
    });
    await client.close();

    // after a reconnect the ended conversation is still there to read
    const back = await Client.open(`${ws}${CHAT_MEMBER_SOCKET_PATH}`);
    back.send({ type: 'hello', token: player.token });
    const reread = await back.next('ready');
    expect(reread).toMatchObject({ conversationId: ready.conversationId, closed: true });
    expect(reread.messages.map((message) => message.id)).toEqual([sent.message.id]);
    back.send({ type: 'restart' });
    const fresh = await back.next('ready');
    expect(fresh).toMatchObject({ closed: false, messages: [] });
    expect(fresh.conversationId).not.toBe(ready.conversationId);
    back.send({ type: 'send', clientId: 'close-00003', text: 'A new question' });
    await expect(back.next('message')).resolves.toMatchObject({
      message: { conversationId: fresh.conversationId },
    });
    // restarting an open conversation changes nothing
    back.send({ type: 'restart' });
    back.send({ type: 'typing', typing: true });
    await expect(operator.next('conversations')).resolves.toBeDefined();
    expect(back.frames.filter((frame) => frame.type === 'ready')).toHaveLength(2);
    await operator.close();

    // left idle for the configured 30 minutes, the new one closes by itself
    clock.advance(29 * 60_000);
    await idleJob.tick();
    clock.advance(60_000);
    const ended = back.next('closed');
    await idleJob.tick();
    await expect(ended).resolves.toEqual({ type: 'closed', conversationId: fresh.conversationId });
    expect(back.frames.filter((frame) => frame.type === 'closed')).toHaveLength(1);
    await back.close();
  });

  it('refuses a wrong operator password', async () => {
    const res = await fetch(`${url}${CHAT_CONSOLE_SIGN_IN_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'alice', password: 'wrong-password' }),
    });
    expect(res.status).toBe(401);
  });

  describe('the chat room', () => {
    const reader = async (token: string) => {
      const client = await Client.open<ChatRoomServerFrame>(`${ws}${CHAT_ROOM_SOCKET_PATH}`);
      client.send({ type: 'hello', token });
      await client.next('ready');
      return client;
    };
    const post = (token: string, text: string) => call(app, chatRoomApi.send, { token, body: { text } });

    it("sends a member's message live to the other members, masked, as text, and keeps it in the history", async () => {
      const [writer, listener] = await Promise.all([member(), member()]);
      const listening = await reader(listener.token);
      const heard = listening.next('message');
      const sent = await post(writer.token, '  <script>alert(1)</script> see https://example.com  ');
      expect(sent.status).toBe(200);
      const masked = `${writer.username.slice(0, 2)}***${writer.username.slice(-1)}`;
      expect(sent.body.value).toMatchObject({
        name: masked,
        mine: true,
        text: '<script>alert(1)</script> see https://example.com',
      });
      await expect(heard).resolves.toEqual({ type: 'message', message: { ...sent.body.value, mine: false } });
      const history = await call(app, chatRoomApi.history, { token: listener.token });
      expect(history.body.value.readOnly).toBeNull();
      expect(history.body.value.messages.at(-1)).toEqual({ ...sent.body.value, mine: false });
      expect(JSON.stringify(history.body.value)).not.toContain(writer.username);
      await listening.close();
    });

    it("refuses a socket without a session, and a visitor's calls", async () => {
      const client = await Client.open<ChatRoomServerFrame>(`${ws}${CHAT_ROOM_SOCKET_PATH}`);
      client.send({ type: 'hello', token: 'x'.repeat(43) });
      await expect(client.next('error')).resolves.toEqual({ type: 'error', code: 'NOT_SIGNED_IN' });
      await expect(client.closed).resolves.toBe(1008);
      expect((await call(app, chatRoomApi.history)).status).toBe(401);
      expect((await call(app, chatRoomApi.send, { body: { text: 'hi' } })).status).toBe(401);
    });

    it('holds the latest 100 messages, oldest first', async () => {
      const writer = await member();
      const memberId = await memberIdOf(database.db, writer.username);
      const at = clock.now();
      await database.db.insert(chatRoomMessages).values(
        Array.from({ length: CHAT_ROOM_HISTORY_SIZE + 5 }, (_, index) => ({
          memberId,
          text: `history ${index}`,
          createdAt: at,
        })),
      );
      const { body } = await call(app, chatRoomApi.history, { token: writer.token });
      expect(body.value.messages).toHaveLength(CHAT_ROOM_HISTORY_SIZE);
      expect(body.value.messages.at(-1)?.text).toBe(`history ${CHAT_ROOM_HISTORY_SIZE + 4}`);
      expect(body.value.messages[0]?.text).toBe('history 5');
    });

    it('refuses an empty or too long message, and lets a trial account read but not write', async () => {
      const writer = await member();
      expect((await post(writer.token, '   ')).body).toMatchObject({ code: 'CHAT_ROOM_LENGTH' });
      const long = await post(writer.token, 'x'.repeat(CHAT_ROOM_MESSAGE_MAX_CHARS + 1));
      expect(long.status).toBe(400);
      expect(long.body).toMatchObject({
        code: 'CHAT_ROOM_LENGTH',
        params: { max: CHAT_ROOM_MESSAGE_MAX_CHARS },
      });

      const trial = await call(app, api.session.freePlay, {
        body: { os: 'Linux', platform: 'W', random: 'U2FsdGVkX1abc', gatewayVersion: 3 },
      });
      const trialToken = trial.body.value.token;
      const history = await call(app, chatRoomApi.history, { token: trialToken });
      expect(history.status).toBe(200);
      expect(history.body.value.readOnly).toBe('TRIAL');
      const refused = await post(trialToken, 'hello');
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('TRIAL_ACCOUNT');
      // a trial account reads live too
      const listening = await reader(trialToken);
      const heard = listening.next('message');
      await post(writer.token, 'for everyone');
      await expect(heard).resolves.toMatchObject({ message: { text: 'for everyone', mine: false } });
      await listening.close();
    });

    it("mutes and unmutes a member by the operator's command", async () => {
      const writer = await member();
      const [muted] = await runOperatorCommand(
        database.db,
        'chat-room',
        ['mute', writer.username],
        clock.now(),
      );
      expect(muted).toContain('is muted');
      expect(await runOperatorCommand(database.db, 'chat-room', ['muted'], clock.now())).toEqual(
        expect.arrayContaining([expect.stringContaining(writer.username)]),
      );
      const refused = await post(writer.token, 'let me speak');
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('CHAT_ROOM_MUTED');
      expect((await call(app, chatRoomApi.history, { token: writer.token })).body.value.readOnly).toBe(
        'MUTED',
      );
      await runOperatorCommand(database.db, 'chat-room', ['unmute', writer.username], clock.now());
      expect((await post(writer.token, 'thank you')).status).toBe(200);
    });

    it('lets a member write at most the rate limit in a window, however many are sent at once', async () => {
      const writer = await member();
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, index) => post(writer.token, `burst ${index}`)),
      );
      const stored = results.filter((result) => result.status === 200);
      expect(stored).toHaveLength(CHAT_ROOM_RATE_LIMIT);
      expect(results.filter((result) => result.body.code === 'CHAT_ROOM_TOO_FAST')).toHaveLength(
        30 - CHAT_ROOM_RATE_LIMIT,
      );
      clock.advance(CHAT_ROOM_RATE_WINDOW_SECONDS * 1000 + 1);
      expect((await post(writer.token, 'after the window')).status).toBe(200);
    });
  });
});
