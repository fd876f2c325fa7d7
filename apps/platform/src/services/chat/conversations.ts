import {
  CHAT_VIP_RANK_ABOVE,
  type ChatConversationSummary,
  type ChatMessage,
  type ChatQueue,
  type ChatSender,
} from '@marquee/api-client/contract';
import { and, asc, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open';
import { members } from '../../db/tables/accounts';
import { chatConversations, chatGuests, chatMessages } from '../../db/tables/chat';
import { memberMessages } from '../../db/tables/member-centre';
import { sendMessage } from '../member-centre/messages';
import { visitorCodeOf } from './guests';

/** The most history one (re)connect sends; older messages stay in the database. */
const HISTORY_LIMIT = 200;

/** A conversation: its serial inside the platform, its public id in every frame. */
export interface ConversationRef {
  id: number;
  publicId: string;
}

export interface ConversationOfMember extends ConversationRef {
  queue: ChatQueue;
  memberReadId: number;
  operatorReadId: number;
  closed: boolean;
}

/** Whose conversations: a member's or a guest's. */
export type ChatOwner = { memberId: number } | { guestId: number };

const queueOf = (rankLevel: number | null): ChatQueue =>
  rankLevel !== null && rankLevel > CHAT_VIP_RANK_ABOVE ? 'VIP' : 'LIVECHAT';

const ownedBy = (owner: ChatOwner) =>
  'memberId' in owner
    ? eq(chatConversations.memberId, owner.memberId)
    : eq(chatConversations.guestId, owner.guestId);

type ConversationRow = typeof chatConversations.$inferSelect;

const toConversation = (row: ConversationRow): ConversationOfMember => ({
  id: row.id,
  publicId: row.publicId,
  queue: row.queue as ChatQueue,
  memberReadId: row.memberReadId,
  operatorReadId: row.operatorReadId,
  closed: row.closedAt !== null,
});

/** The queue a new or open conversation of `owner` belongs in: the member's current rank decides. */
async function queueFor(db: Db, owner: ChatOwner): Promise<ChatQueue> {
  if (!('memberId' in owner)) return 'VISITOR';
  const [member] = await db
    .select({ rankLevel: members.rankLevel })
    .from(members)
    .where(eq(members.id, owner.memberId));
  return queueOf(member?.rankLevel ?? null);
}

/**
 * The owner's latest conversation, closed or not (its history stays readable), or a new one when
 * it has none. An open one's queue follows the member's current rank, so a member promoted above
 * the VIP rank reaches the VIP queue from the next connection.
 */
export async function latestConversation(db: Db, owner: ChatOwner, now: Date): Promise<ConversationOfMember> {
  const [latest] = await db
    .select()
    .from(chatConversations)
    .where(ownedBy(owner))
    .orderBy(desc(chatConversations.id))
    .limit(1);
  if (!latest) return openConversation(db, owner, now);
  if (latest.closedAt) return toConversation(latest);
  const queue = await queueFor(db, owner);
  if (queue === latest.queue) return toConversation(latest);
  const [updated] = await db
    .update(chatConversations)
    .set({ queue })
    .where(eq(chatConversations.id, latest.id))
    .returning();
  return toConversation(updated ?? latest);
}

/** The owner's open conversation: the one there is, or a new one (one open per owner, by index). */
export async function openConversation(db: Db, owner: ChatOwner, now: Date): Promise<ConversationOfMember> {
  const queue = await queueFor(db, owner);
  const [inserted] = await db
    .insert(chatConversations)
    .values({ ...owner, queue, createdAt: now, lastAt: now })
    .onConflictDoNothing()
    .returning();
  if (inserted) return toConversation(inserted);
  const [open] = await db
    .select()
    .from(chatConversations)
    .where(and(ownedBy(owner), isNull(chatConversations.closedAt)));
  if (!open) throw new Error('the open conversation vanished');
  return toConversation(open);
}

export async function conversationById(db: Db, id: number): Promise<ConversationOfMember | null> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  return row ? toConversation(row) : null;
}

/** The conversation an operator's frame names by its public id, or null. */
export async function conversationByPublicId(db: Db, publicId: string): Promise<ConversationOfMember | null> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.publicId, publicId));
  return row ? toConversation(row) : null;
}

/** Closes an open conversation; true when this call closed it. */
export async function closeConversation(db: Db, id: number, now: Date): Promise<boolean> {
  const closed = await db
    .update(chatConversations)
    .set({ closedAt: now })
    .where(and(eq(chatConversations.id, id), isNull(chatConversations.closedAt)))
    .returning({ id: chatConversations.id });
  return closed.length > 0;
}

/** Closes the open conversations without a message for `idleMs`; returns them. */
export async function closeIdleConversations(db: Db, now: Date, idleMs: number): Promise<ConversationRef[]> {
  const closed = await db
    .update(chatConversations)
    .set({ closedAt: now })
    .where(
      and(
        isNull(chatConversations.closedAt),
        lte(chatConversations.lastAt, new Date(now.getTime() - idleMs)),
      ),
    )
    .returning({ id: chatConversations.id, publicId: chatConversations.publicId });
  return closed;
}

type MessageRow = typeof chatMessages.$inferSelect;

const toMessage = (row: MessageRow, conversation: ConversationRef): ChatMessage => ({
  id: row.seq,
  conversationId: conversation.publicId,
  sender: row.sender as ChatSender,
  clientId: row.clientId,
  text: row.body,
  at: row.createdAt.toISOString(),
});

/** The messages after the one numbered `afterSeq`, oldest first (the latest HISTORY_LIMIT of them). */
export async function messagesAfter(
  db: Db,
  conversation: ConversationRef,
  afterSeq: number,
): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversation.id), gt(chatMessages.seq, afterSeq)))
    .orderBy(desc(chatMessages.seq))
    .limit(HISTORY_LIMIT);
  return rows.reverse().map((row) => toMessage(row, conversation));
}

/** The conversation's message numbered `seq`, or null (another instance stored it and told its number). */
export async function messageAt(
  db: Db,
  conversation: ConversationRef,
  seq: number,
): Promise<ChatMessage | null> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversation.id), eq(chatMessages.seq, seq)));
  return row ? toMessage(row, conversation) : null;
}

export interface NewMessage {
  conversation: ConversationRef;
  sender: ChatSender;
  operatorId: number | null;
  clientId: string;
  text: string;
  /** an operator's reply while the member has no socket on the conversation: their inbox is told */
  memberAway?: boolean;
}

/** A reply the member's inbox was told of; `email` is where to mail it, when they have one. */
export interface ReplyNote {
  email: string | null;
}

/**
 * One CHAT_REPLY message for a member's conversation until they read it, however many replies
 * come meanwhile, in the caller's transaction: the caller holds the conversation's row lock, so
 * two replies at once write one message. Answers null for a guest's conversation or when an
 * unread one is already there.
 */
async function noteReply(tx: Tx, conversation: ConversationRef, now: Date): Promise<ReplyNote | null> {
  const [owner] = await tx
    .select({ memberId: members.id, email: members.email })
    .from(chatConversations)
    .innerJoin(members, eq(members.id, chatConversations.memberId))
    .where(eq(chatConversations.id, conversation.id));
  if (!owner) return null;
  const [unread] = await tx
    .select({ id: memberMessages.id })
    .from(memberMessages)
    .where(
      and(
        eq(memberMessages.memberId, owner.memberId),
        eq(memberMessages.kind, 'CHAT_REPLY'),
        eq(memberMessages.orderNo, conversation.publicId),
        isNull(memberMessages.readAt),
      ),
    )
    .limit(1);
  if (unread) return null;
  await sendMessage(
    tx,
    { memberId: owner.memberId, kind: 'CHAT_REPLY', amount: 0, orderNo: conversation.publicId },
    now,
  );
  return { email: owner.email };
}

/**
 * Stores a message once: the same client id of the same sender finds the stored one (a resend
 * after a reconnect), and `created` says whether this call stored it. A closed conversation takes
 * no message. The conversation's row is locked before the insert, so its messages are numbered
 * 1, 2, 3 … without a gap or a repeat.
 */
export async function postMessage(
  db: Db,
  message: NewMessage,
  now: Date,
): Promise<{ message: ChatMessage; created: boolean; note: ReplyNote | null } | { closed: true }> {
  return db.transaction(async (tx) => {
    // the open row is locked first, so a close and a message never cross
    const [open] = await tx
      .update(chatConversations)
      .set({ lastAt: now })
      .where(and(eq(chatConversations.id, message.conversation.id), isNull(chatConversations.closedAt)))
      .returning({ id: chatConversations.id });
    if (!open) return { closed: true as const };
    const [inserted] = await tx
      .insert(chatMessages)
      .values({
        conversationId: message.conversation.id,
        seq: sql`(select coalesce(max(${chatMessages.seq}), 0) + 1 from ${chatMessages} where ${chatMessages.conversationId} = ${message.conversation.id})`,
        sender: message.sender,
        operatorId: message.operatorId,
        clientId: message.clientId,
        body: message.text,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) {
      const note =
        message.sender === 'OPERATOR' && message.memberAway
          ? await noteReply(tx, message.conversation, now)
          : null;
      return { message: toMessage(inserted, message.conversation), created: true, note };
    }
    const [existing] = await tx
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, message.conversation.id),
          eq(chatMessages.sender, message.sender),
          eq(chatMessages.clientId, message.clientId),
        ),
      );
    if (!existing) throw new Error('a conflicting chat message vanished');
    return { message: toMessage(existing, message.conversation), created: false, note: null };
  });
}

/**
 * Moves a side's read mark (a message's `seq`) forward (never back, never past the conversation's
 * last message); returns the mark now stored.
 */
export async function markRead(
  db: Db,
  conversationId: number,
  by: ChatSender,
  upTo: number,
): Promise<number> {
  const column = by === 'MEMBER' ? chatConversations.memberReadId : chatConversations.operatorReadId;
  const last = sql<number>`coalesce((select max(${chatMessages.seq}) from ${chatMessages} where ${chatMessages.conversationId} = ${conversationId}), 0)`;
  const mark = sql<number>`greatest(${column}, least(${upTo}, ${last}))`;
  const [row] = await db
    .update(chatConversations)
    .set(by === 'MEMBER' ? { memberReadId: mark } : { operatorReadId: mark })
    .where(eq(chatConversations.id, conversationId))
    .returning({ mark: column });
  return row?.mark ?? 0;
}

/**
 * Conversations for the console: open ones first, and among them the VIP queue first and visitors
 * last, then the latest activity first.
 */
export async function conversationSummaries(db: Db): Promise<ChatConversationSummary[]> {
  const lastText = sql<
    string | null
  >`(select ${chatMessages.body} from ${chatMessages} where ${chatMessages.conversationId} = ${chatConversations.id} order by ${chatMessages.seq} desc limit 1)`;
  const unread = sql<number>`(select count(*)::int from ${chatMessages} where ${chatMessages.conversationId} = ${chatConversations.id} and ${chatMessages.sender} = 'MEMBER' and ${chatMessages.seq} > ${chatConversations.operatorReadId})`;
  const rows = await db
    .select({
      id: chatConversations.publicId,
      account: members.account,
      guestPublicId: chatGuests.publicId,
      closedAt: chatConversations.closedAt,
      queue: chatConversations.queue,
      lastAt: chatConversations.lastAt,
      lastText,
      unread,
    })
    .from(chatConversations)
    .leftJoin(members, eq(members.id, chatConversations.memberId))
    .leftJoin(chatGuests, eq(chatGuests.id, chatConversations.guestId))
    .orderBy(
      sql`${chatConversations.closedAt} is null desc`,
      sql`${chatConversations.queue} = 'VIP' desc`,
      sql`${chatConversations.queue} = 'VISITOR' asc`,
      desc(chatConversations.lastAt),
      asc(chatConversations.id),
    )
    .limit(HISTORY_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    account: row.account,
    visitorCode: row.guestPublicId === null ? null : visitorCodeOf(row.guestPublicId),
    closedAt: row.closedAt?.toISOString() ?? null,
    queue: row.queue as ChatQueue,
    lastAt: row.lastAt.toISOString(),
    lastText: row.lastText ?? '',
    unread: Number(row.unread),
  }));
}
