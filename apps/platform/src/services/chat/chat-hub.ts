import { randomBytes } from 'node:crypto';
import {
  CHAT_FRAME_MAX_BYTES,
  type ChatClientFrame,
  type ChatErrorCode,
  type ChatServerFrame,
} from '@marquee/api-client/contract';
import { joinFlow, runAsJob } from '../../db/fair-queue';
import { type Db, notificationsOf } from '../../db/open';
import { resolveSession } from '../accounts/sessions';
import { type BucketRule, takeToken } from '../rate-bucket';
import {
  CHAT_CHANNEL,
  type ChatEvent,
  type ChatNotice,
  PRESENCE_PART_SIZE,
  parseChatNotice,
  RemotePresence,
} from './chat-events';
import {
  type ChatOwner,
  type ConversationOfMember,
  type ConversationRef,
  closeConversation,
  closeIdleConversations,
  conversationById,
  conversationByPublicId,
  conversationSummaries,
  latestConversation,
  markRead,
  messageAt,
  messagesAfter,
  openConversation,
  postMessage,
} from './conversations';
import { FrameBudget } from './frame-budget';
import { type ChatGuest, issueGuest, resolveGuest } from './guests';
import { type ChatOperator, resolveOperator } from './operators';
import { parseClientFrame } from './parse-frame';
import { SocketLeases } from './socket-leases';

/** What the hub needs of a socket. */
export interface ChatPeer {
  send(data: string): void;
  close(code: number, reason: string): void;
}

/** A connection's side of the hub: the socket adapter feeds it frames and tells it of the close. */
export interface ChatConnection {
  receive(raw: unknown): void;
  closed(): void;
}

/** The hello must come this soon after the socket opens. */
const HELLO_TIMEOUT_MS = 10_000;
/** Frames per connection: a burst of 20 (a queue of messages resent after a reconnect), then 5 a second. */
const FRAME_BURST = 20;
const FRAMES_PER_SECOND = 5;
/** Sockets one player (a member or a visitor) may hold at once: a few tabs and devices. */
const SOCKETS_PER_PLAYER = 5;
/** Player sockets one address may hold at once, signed in or not (a hello costs a lookup). */
const SOCKETS_PER_ADDRESS = 30;
/**
 * Messages per player across all their sockets, on every instance (another socket is no new
 * allowance): a burst of 20, a queue resent after a reconnect, then 2 a second.
 */
const MESSAGES: BucketRule = { burst: 20, perSecond: 2 };
/** WebSocket close codes: policy violation (a bad sign-in, flooding). */
const POLICY_VIOLATION = 1008;
/** WebSocket close code: the server restarts, connect again (RFC 6455's registry). */
const SERVICE_RESTART = 1012;
/** How often an instance with sockets tells the others who is connected to it. */
const PRESENCE_BEAT_MS = 10_000;
/** An instance not heard from for this long is gone (killed): its operators are offline. */
const PRESENCE_TTL_MS = 3 * PRESENCE_BEAT_MS;

interface MemberLink {
  peer: ChatPeer;
  /** the fair-queue flow of this member or guest */
  flow: string;
  owner: ChatOwner;
  conversation: ConversationRef;
  /**
   * Frames for the conversation that came while its history was read, sent after the history:
   * the link is attached before the read, so no message falls between the two.
   */
  pending: ChatServerFrame[] | null;
}

interface OperatorLink {
  peer: ChatPeer;
  operator: ChatOperator;
  /** the conversation open in this console (its serial), if any */
  watching: number | null;
}

const emit = (peer: ChatPeer, frame: ChatServerFrame) => peer.send(JSON.stringify(frame));

const toMember = (link: MemberLink, frame: ChatServerFrame) => {
  if (link.pending) link.pending.push(frame);
  else emit(link.peer, frame);
};

/**
 * Who is connected, in this process: members by conversation and operators. Messages are stored
 * first (services/chat/conversations.ts) and then sent to everyone connected to the conversation,
 * the sender's own sockets included (its acknowledgement, with its client id).
 *
 * Several instances on one database: what happens on this hub's sockets is sent to its own
 * sockets at once and told to the other instances' hubs over NOTIFY (services/chat/chat-events.ts),
 * which send it to theirs; a message is read there from the database by its number. Each hub
 * tells the others which operators and conversations it holds, so an operator on any instance is
 * online for every member, and a reply to a member connected elsewhere is not left in their inbox.
 * On PGlite the only other hubs are those of this process, reached the same way. The players'
 * sockets (by address and by player) and messages are counted in the database, over every
 * instance; only a socket's own frame budget lives here, with the socket.
 */
export class ChatHub {
  readonly #members = new Map<number, Set<MemberLink>>();
  readonly #operators = new Set<OperatorLink>();
  /** every open socket, signed in or not */
  readonly #peers = new Set<ChatPeer>();
  /** this hub among the instances' (the `from` of what it tells them) */
  readonly #instance = randomBytes(6).toString('hex');
  readonly #remote = new RemotePresence(PRESENCE_TTL_MS);
  /** the player sockets of every instance, by address and by player */
  readonly #leases: SocketLeases;
  /** the other instances' events, handled one at a time in the order they came */
  #heard = Promise.resolve();
  /** set once this hub listens to the others (at its first socket) */
  #beat: ReturnType<typeof setInterval> | null = null;
  #presenceSoon: ReturnType<typeof setTimeout> | null = null;
  /** whether the last presence this hub told was empty (an empty one is said once) */
  #saidEmpty = true;
  /** what the members were last told of the operators' presence */
  #toldOnline = false;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    /** mails a member (the outbox in demo mode); refuses when mail is not configured */
    private readonly mail: (to: string, subject: string, body: string) => Promise<void>,
  ) {
    this.#leases = new SocketLeases(db, this.#instance);
  }

  /** An operator is connected to this instance or, as they last told, to another. */
  get operatorOnline(): boolean {
    if (this.#operators.size > 0) return true;
    this.#remote.expire(Date.now());
    return this.#remote.operators > 0;
  }

  /** Listens to the other instances from this hub's first socket on; a hub without sockets costs nothing. */
  #join(): void {
    if (this.#beat) return;
    const notifications = notificationsOf(this.db);
    this.#beat = setInterval(() => {
      this.#sayPresence();
      this.#presenceMayHaveChanged();
      this.#leases
        .renew()
        .catch((error: unknown) => console.error('[platform] chat socket leases not renewed:', error));
    }, PRESENCE_BEAT_MS);
    this.#beat.unref();
    if (!notifications) return;
    // asked once this instance listens: answers sent before would be lost (until the next beat)
    const listening = notifications.subscribe(CHAT_CHANNEL, (payload) => {
      const notice = parseChatNotice(payload);
      if (!notice || notice.from === this.#instance || !this.#beat) return;
      this.#heard = this.#heard
        .then(() => this.#apply(notice))
        .catch((error: unknown) =>
          console.error('[platform] chat event from another instance failed:', error),
        );
    });
    void listening.then(() => this.#tell({ t: 'ask' }));
  }

  /** Tells the other instances' hubs; a lost notice costs them a live frame, never a message (it is stored). */
  #tell(event: ChatEvent): void {
    notificationsOf(this.db)
      ?.publish(CHAT_CHANNEL, JSON.stringify({ ...event, from: this.#instance }))
      .catch((error: unknown) => console.error('[platform] cannot tell the other instances of chat:', error));
  }

  /** Tells this hub's presence to the others soon: changes in one moment go in one notice. */
  #presenceChanged(): void {
    this.#presenceMayHaveChanged();
    this.#presenceSoon ??= setTimeout(() => {
      this.#presenceSoon = null;
      this.#sayPresence();
    }, 20);
  }

  #sayPresence(): void {
    const conversations = [...this.#members.keys()];
    const operators = this.#operators.size;
    const empty = operators === 0 && conversations.length === 0;
    if (empty && this.#saidEmpty) return;
    this.#saidEmpty = empty;
    const parts = Math.ceil(conversations.length / PRESENCE_PART_SIZE);
    if (parts === 0) this.#tell({ t: 'presence', operators, conversations: [], part: 0, parts: 0 });
    for (let part = 0; part < parts; part += 1)
      this.#tell({
        t: 'presence',
        operators,
        conversations: conversations.slice(part * PRESENCE_PART_SIZE, (part + 1) * PRESENCE_PART_SIZE),
        part,
        parts,
      });
  }

  /** Tells the members when the operators' presence, counted over every instance, turned. */
  #presenceMayHaveChanged(): void {
    const online = this.operatorOnline;
    if (online === this.#toldOnline) return;
    this.#toldOnline = online;
    this.#toAllMembers({ type: 'presence', operatorOnline: online });
  }

  /** What another instance's hub told. */
  async #apply(notice: ChatNotice): Promise<void> {
    switch (notice.t) {
      case 'message': {
        const conversation = { id: notice.c, publicId: notice.p };
        if (this.#members.has(notice.c) || this.#watched(notice.c)) {
          const message = await messageAt(this.db, conversation, notice.seq);
          if (message) {
            const frame: ChatServerFrame = { type: 'message', message };
            this.#toMembers(notice.c, frame);
            this.#toWatchers(notice.c, frame);
          }
        }
        await this.#refreshLists();
        return;
      }
      case 'typing': {
        const frame: ChatServerFrame = { type: 'typing', conversationId: notice.p, typing: notice.typing };
        if (notice.by === 'MEMBER') this.#toWatchers(notice.c, frame);
        else this.#toMembers(notice.c, frame);
        return;
      }
      case 'read': {
        const frame: ChatServerFrame = {
          type: 'read',
          conversationId: notice.p,
          by: notice.by,
          upTo: notice.upTo,
        };
        this.#toWatchers(notice.c, frame);
        if (notice.by === 'OPERATOR') {
          this.#toMembers(notice.c, frame);
          await this.#refreshLists();
        }
        return;
      }
      case 'closed':
        this.#ended({ id: notice.c, publicId: notice.p }, false);
        await this.#refreshLists();
        return;
      case 'lists':
        await this.#refreshLists();
        return;
      case 'presence':
        this.#remote.take(notice.from, notice, Date.now());
        this.#presenceMayHaveChanged();
        return;
      case 'ask':
        this.#sayPresence();
        return;
    }
  }

  #watched(conversationId: number): boolean {
    for (const link of this.#operators) if (link.watching === conversationId) return true;
    return false;
  }

  /**
   * A player's socket from `ip`: a member signed in by the session token of its first frame, or a
   * visitor by its guest chat token (a hello without one is given a new guest, within the
   * address's hourly share).
   */
  memberConnection(peer: ChatPeer, ip: string): ChatConnection {
    let lease: string | null = null;
    let link: MemberLink | null = null;
    return this.#connection(peer, 'member', {
      admit: async () => {
        // the beat that renews this instance's leases runs from its first socket on
        this.#join();
        lease = await this.#leases.open(ip, SOCKETS_PER_ADDRESS);
        return lease !== null;
      },
      hello: async (frame) => {
        const player = await this.#player(frame, ip);
        if (typeof player === 'string') return player;
        if (!lease || !(await this.#leases.signIn(lease, player.flow, SOCKETS_PER_PLAYER)))
          return 'RATE_LIMITED';
        const { conversation } = player;
        // messages are numbered per conversation: the client's mark counts in the one it saw only
        const seen = frame.conversationId === conversation.publicId ? (frame.lastSeenId ?? 0) : 0;
        link = { peer, flow: player.flow, owner: player.owner, conversation, pending: null };
        await this.#greet(link, conversation, seen, player.guest);
        this.#tell({ t: 'lists' });
        await this.#refreshLists();
        return true;
      },
      frame: async (frame) => {
        if (!link) return;
        joinFlow(link.flow);
        const conversation = link.conversation;
        const conversationId = conversation.publicId;
        if (frame.type === 'restart') {
          const current = await conversationById(this.db, conversation.id);
          // only an ended conversation is followed by a new one
          if (!current?.closed) return;
          const fresh = await openConversation(this.db, link.owner, this.now());
          this.#detach(link);
          link.conversation = fresh;
          await this.#greet(link, fresh, 0);
          this.#tell({ t: 'lists' });
          await this.#refreshLists();
        } else if (frame.type === 'send') {
          if (!(await takeToken(this.db, `chat-messages:${link.flow}`, MESSAGES, this.now()))) {
            emit(peer, { type: 'error', code: 'RATE_LIMITED', clientId: frame.clientId });
            return;
          }
          await this.#post(peer, conversation, 'MEMBER', null, frame.clientId, frame.text);
        } else if (frame.type === 'typing') {
          this.#toWatchers(conversation.id, { type: 'typing', conversationId, typing: frame.typing });
          this.#tell({
            t: 'typing',
            c: conversation.id,
            p: conversationId,
            by: 'MEMBER',
            typing: frame.typing,
          });
        } else if (frame.type === 'read') {
          const upTo = await markRead(this.db, conversation.id, 'MEMBER', frame.upTo);
          this.#toWatchers(conversation.id, { type: 'read', conversationId, by: 'MEMBER', upTo });
          this.#tell({ t: 'read', c: conversation.id, p: conversationId, by: 'MEMBER', upTo });
        }
      },
      closed: async () => {
        if (link) this.#detach(link);
        if (lease) await this.#leases.close(lease);
      },
    });
  }

  /**
   * Attaches the link to `conversation`, then sends its history after the message numbered
   * `seen` and what came meanwhile (the messages in the history once).
   */
  async #greet(
    link: MemberLink,
    conversation: ConversationOfMember,
    seen: number,
    guest?: { visitorCode: string; token?: string },
  ): Promise<void> {
    link.pending = [];
    this.#attach(link);
    try {
      const messages = await messagesAfter(this.db, conversation, seen);
      emit(link.peer, {
        type: 'ready',
        conversationId: conversation.publicId,
        queue: conversation.queue,
        messages,
        operatorOnline: this.operatorOnline,
        peerReadId: conversation.operatorReadId,
        closed: conversation.closed,
        ...(guest ? { guest } : {}),
      });
      const sent = new Set(messages.map((message) => message.id));
      for (const frame of link.pending)
        if (frame.type !== 'message' || !sent.has(frame.message.id)) emit(link.peer, frame);
    } finally {
      link.pending = null;
    }
  }

  #attach(link: MemberLink): void {
    const links = this.#members.get(link.conversation.id) ?? new Set();
    links.add(link);
    if (links.size === 1) {
      this.#members.set(link.conversation.id, links);
      this.#presenceChanged();
    }
  }

  #detach(link: MemberLink): void {
    const links = this.#members.get(link.conversation.id);
    links?.delete(link);
    if (links?.size === 0) {
      this.#members.delete(link.conversation.id);
      this.#presenceChanged();
    }
  }

  /** Closes the conversations idle for `idleMs` and tells who is connected to them (the timed job). */
  async closeIdle(idleMs: number): Promise<void> {
    const closed = await closeIdleConversations(this.db, this.now(), idleMs);
    for (const conversation of closed) this.#ended(conversation, true);
    if (closed.length > 0) await this.#refreshLists();
  }

  /** Tells who is connected to `conversation` that it ended; `here`: it ended on this instance, tell the others. */
  #ended(conversation: ConversationRef, here: boolean): void {
    const frame: ChatServerFrame = { type: 'closed', conversationId: conversation.publicId };
    this.#toMembers(conversation.id, frame);
    this.#toWatchers(conversation.id, frame);
    if (here) this.#tell({ t: 'closed', c: conversation.id, p: conversation.publicId });
  }

  /** An operator console's socket: signed in by the console token of its first frame. */
  operatorConnection(peer: ChatPeer): ChatConnection {
    let link: OperatorLink | null = null;
    return this.#connection(peer, 'operator', {
      hello: async (frame) => {
        const operator = 'guest' in frame ? null : await resolveOperator(this.db, frame.token, this.now());
        if (!operator) return 'NOT_SIGNED_IN';
        this.#join();
        link = { peer, operator, watching: null };
        this.#operators.add(link);
        this.#presenceChanged();
        emit(peer, { type: 'conversations', list: await conversationSummaries(this.db) });
        return true as const;
      },
      frame: async (frame) => {
        const current = link;
        if (!current || frame.type === 'hello' || frame.type === 'restart') return;
        const conversationId = frame.conversationId;
        if (conversationId === undefined) {
          emit(peer, { type: 'error', code: 'BAD_FRAME' });
          return;
        }
        const conversation = await conversationByPublicId(this.db, conversationId);
        if (!conversation) {
          emit(peer, { type: 'error', code: 'BAD_FRAME' });
          return;
        }
        if (frame.type === 'open') {
          current.watching = conversation.id;
          emit(peer, {
            type: 'ready',
            conversationId: conversation.publicId,
            queue: conversation.queue,
            messages: await messagesAfter(this.db, conversation, frame.lastSeenId ?? 0),
            operatorOnline: true,
            peerReadId: conversation.memberReadId,
            closed: conversation.closed,
          });
        } else if (frame.type === 'close') {
          if (await closeConversation(this.db, conversation.id, this.now())) {
            this.#ended(conversation, true);
            await this.#refreshLists();
          }
        } else if (frame.type === 'send') {
          await this.#post(peer, conversation, 'OPERATOR', current.operator.id, frame.clientId, frame.text);
        } else if (frame.type === 'typing') {
          this.#toMembers(conversation.id, {
            type: 'typing',
            conversationId: conversation.publicId,
            typing: frame.typing,
          });
          this.#tell({
            t: 'typing',
            c: conversation.id,
            p: conversation.publicId,
            by: 'OPERATOR',
            typing: frame.typing,
          });
        } else if (frame.type === 'read') {
          const upTo = await markRead(this.db, conversation.id, 'OPERATOR', frame.upTo);
          const read: ChatServerFrame = {
            type: 'read',
            conversationId: conversation.publicId,
            by: 'OPERATOR',
            upTo,
          };
          this.#toMembers(conversation.id, read);
          this.#toWatchers(conversation.id, read);
          this.#tell({ t: 'read', c: conversation.id, p: conversation.publicId, by: 'OPERATOR', upTo });
          await this.#refreshLists();
        }
      },
      closed: () => {
        if (!link) return;
        this.#operators.delete(link);
        this.#presenceChanged();
      },
    });
  }

  /** Closes every socket (the server is stopping): the clients reconnect, to another instance. */
  closeAll(): void {
    for (const peer of this.#peers) peer.close(SERVICE_RESTART, 'restarting');
    if (this.#beat) clearInterval(this.#beat);
    if (this.#presenceSoon) clearTimeout(this.#presenceSoon);
    // the others forget this instance's operators and members now, not when its presence expires
    if (this.#beat) this.#tell({ t: 'presence', operators: 0, conversations: [], part: 0, parts: 0 });
    if (this.#beat)
      this.#leases
        .closeAll()
        .catch((error: unknown) => console.error('[platform] chat socket leases not dropped:', error));
    this.#beat = null;
  }

  /** Who says hello on the player's socket, and its conversation; or why it is refused. */
  async #player(
    frame: Extract<ChatClientFrame, { type: 'hello' }>,
    ip: string,
  ): Promise<
    | {
        flow: string;
        owner: ChatOwner;
        conversation: ConversationOfMember;
        guest?: { visitorCode: string; token?: string };
      }
    | ChatErrorCode
  > {
    const now = this.now();
    if (!('guest' in frame)) {
      const session = await resolveSession(this.db, frame.token, now);
      if (!session) return 'NOT_SIGNED_IN';
      joinFlow(`member:${session.memberId}`);
      const owner = { memberId: session.memberId };
      return {
        flow: `member:${session.memberId}`,
        owner,
        conversation: await latestConversation(this.db, owner, now),
      };
    }
    let guest: (ChatGuest & { token?: string }) | null;
    if (frame.token) guest = await resolveGuest(this.db, frame.token);
    else {
      guest = await issueGuest(this.db, ip, now);
      if (!guest) return 'GUEST_LIMIT';
    }
    if (!guest) return 'NOT_SIGNED_IN';
    joinFlow(`guest:${guest.id}`);
    return {
      flow: `guest:${guest.id}`,
      owner: { guestId: guest.id },
      conversation: await latestConversation(this.db, { guestId: guest.id }, now),
      guest: { visitorCode: guest.visitorCode, ...(guest.token ? { token: guest.token } : {}) },
    };
  }

  async #post(
    peer: ChatPeer,
    conversation: ConversationRef,
    sender: 'MEMBER' | 'OPERATOR',
    operatorId: number | null,
    clientId: string,
    text: string,
  ): Promise<void> {
    const memberAway =
      sender === 'OPERATOR' &&
      !this.#members.get(conversation.id)?.size &&
      !this.#remoteMember(conversation.id);
    const stored = await postMessage(
      this.db,
      { conversation, sender, operatorId, clientId, text, memberAway },
      this.now(),
    );
    if ('closed' in stored) {
      emit(peer, { type: 'error', code: 'CLOSED', clientId });
      return;
    }
    const { message } = stored;
    // a resend is answered too (the sender needs the acknowledgement it missed), and the others
    // who already have the message drop it by its id
    const frame: ChatServerFrame = { type: 'message', message };
    this.#toMembers(conversation.id, frame);
    this.#toWatchers(conversation.id, frame);
    this.#tell({ t: 'message', c: conversation.id, p: conversation.publicId, seq: message.id });
    await this.#refreshLists();
    if (stored.note?.email) await this.#mailReply(stored.note.email);
  }

  /** The reply waits in the chat and the inbox holds its message: a mail that cannot go out is only logged. */
  async #mailReply(to: string): Promise<void> {
    try {
      await this.mail(
        to,
        'Customer service replied to your message',
        'Customer service replied to the message you left in Live chat. Open Live chat on the site to read the reply; your Messages in the member centre hold a note of it too.',
      );
    } catch (error) {
      console.error('[platform] chat reply mail not sent:', error instanceof Error ? error.message : error);
    }
  }

  #remoteMember(conversationId: number): boolean {
    this.#remote.expire(Date.now());
    return this.#remote.hasMember(conversationId);
  }

  #toMembers(conversationId: number, frame: ChatServerFrame): void {
    for (const link of this.#members.get(conversationId) ?? []) toMember(link, frame);
  }

  #toWatchers(conversationId: number, frame: ChatServerFrame): void {
    for (const link of this.#operators) if (link.watching === conversationId) emit(link.peer, frame);
  }

  #toAllMembers(frame: ChatServerFrame): void {
    for (const links of this.#members.values()) for (const link of links) toMember(link, frame);
  }

  async #refreshLists(): Promise<void> {
    if (!this.operatorOnline) return;
    const frame: ChatServerFrame = { type: 'conversations', list: await conversationSummaries(this.db) };
    for (const link of this.#operators) emit(link.peer, frame);
  }

  /**
   * The frame loop both sides share: frames are handled one at a time in arrival order, the first
   * must be a valid hello within HELLO_TIMEOUT_MS, and a client past its frame budget is refused,
   * then closed.
   */
  #connection(
    peer: ChatPeer,
    side: 'member' | 'operator',
    handlers: {
      /** whether the socket may stay open at all (the address's share), asked before any frame */
      admit?: () => Promise<boolean>;
      /** true once signed in, or the reason it is refused */
      hello: (frame: Extract<ChatClientFrame, { type: 'hello' }>) => Promise<true | ChatErrorCode>;
      frame: (frame: ChatClientFrame) => Promise<void>;
      closed: () => void | Promise<void>;
    },
  ): ChatConnection {
    const budget = new FrameBudget(FRAME_BURST, FRAMES_PER_SECOND);
    this.#peers.add(peer);
    let signedIn = false;
    let open = true;
    let chain = Promise.resolve();
    const refuse = (code: ChatErrorCode, clientId?: string) =>
      emit(peer, { type: 'error', code, ...(clientId ? { clientId } : {}) });
    const helloTimer = setTimeout(() => {
      if (!signedIn) peer.close(POLICY_VIOLATION, 'no sign-in');
    }, HELLO_TIMEOUT_MS);
    helloTimer.unref();
    const { admit } = handlers;
    if (admit)
      chain = admit()
        .catch((error: unknown) => {
          console.error(`[platform] chat ${side} socket not admitted:`, error);
          return false;
        })
        .then((admitted) => {
          if (admitted || !open) return;
          refuse('RATE_LIMITED');
          open = false;
          peer.close(POLICY_VIOLATION, 'too many sockets');
        });
    const handle = async (raw: unknown) => {
      if (!open) return;
      const parsed = parseClientFrame(raw);
      if ('error' in parsed) {
        refuse(parsed.error, parsed.clientId);
        return;
      }
      const { frame } = parsed;
      if (!signedIn) {
        const signIn = frame.type === 'hello' ? await handlers.hello(frame) : 'NOT_SIGNED_IN';
        if (signIn !== true) {
          refuse(signIn);
          peer.close(POLICY_VIOLATION, 'not signed in');
          return;
        }
        signedIn = true;
        clearTimeout(helloTimer);
        return;
      }
      if (side === 'member' && (frame.type === 'open' || frame.type === 'close')) {
        refuse('BAD_FRAME');
        return;
      }
      await handlers.frame(frame);
    };
    return {
      receive(raw) {
        if (!budget.take()) {
          if (budget.overrun) peer.close(POLICY_VIOLATION, 'too many frames');
          else refuse('RATE_LIMITED', clientIdOf(raw));
          return;
        }
        chain = chain
          .then(() => runAsJob(() => handle(raw)))
          .catch((error: unknown) => {
            console.error(`[platform] chat ${side} frame failed:`, error);
          });
      },
      closed: () => {
        open = false;
        this.#peers.delete(peer);
        clearTimeout(helloTimer);
        chain = chain.then(handlers.closed).catch((error: unknown) => {
          console.error(`[platform] chat ${side} socket not closed:`, error);
        });
      },
    };
  }
}

/** The client id of a refused send, so the client knows which message to send again. */
function clientIdOf(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || raw.length > CHAT_FRAME_MAX_BYTES) return undefined;
  return /"clientId"\s*:\s*"([A-Za-z0-9_-]{8,64})"/.exec(raw)?.[1];
}
