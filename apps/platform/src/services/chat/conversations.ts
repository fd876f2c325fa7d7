import {
  CHAT_VIP_RANK_ABOVE,
  type ChatConversationSummary,
  type ChatMessage,
  type ChatQueue,
  type ChatSender,
} from '@marquee/api-client/contract';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { members } from '../../db/tables/accounts';
import { chatConversations, chatMessages } from '../../db/tables/chat';

/** The most history one (re)connect sends; older messages stay in the database. */
const HISTORY_LIMIT = 200;

export interface ConversationOfMember {
  id: number;
  queue: ChatQueue;
  memberReadId: number;
  operatorReadId: number;
}

const queueOf = (rankLevel: number | null): ChatQueue =>
  rankLevel !== null && rankLevel > CHAT_VIP_RANK_ABOVE ? 'VIP' : 'LIVECHAT';

/**
 * The member's conversation, opened on first use; its queue follows the member's current rank, so
 * a member promoted above the VIP rank reaches the VIP queue from the next connection.
 */
export async function conversationOfMember(
  db: Db,
  memberId: number,
  now: Date,
): Promise<ConversationOfMember> {
  const [member] = await db
    .select({ rankLevel: members.rankLevel })
    .from(members)
    .where(eq(members.id, memberId));
  const queue = queueOf(member?.rankLevel ?? null);
  const [row] = await db
    .insert(chatConversations)
    .values({ memberId, queue, createdAt: now, lastAt: now })
    .onConflictDoUpdate({ target: chatConversations.memberId, set: { queue } })
    .returning({
      id: chatConversations.id,
      queue: chatConversations.queue,
      memberReadId: chatConversations.memberReadId,
      operatorReadId: chatConversations.operatorReadId,
    });
  if (!row) throw new Error('the conversation upsert returned nothing');
  return { ...row, queue: row.queue as ChatQueue };
}

/** The guest's conversation, opened on first use, in the visitors' queue. */
export async function conversationOfGuest(db: Db, guestId: number, now: Date): Promise<ConversationOfMember> {
  const [row] = await db
    .insert(chatConversations)
    .values({ guestId, queue: 'VISITOR', createdAt: now, lastAt: now })
    .onConflictDoUpdate({ target: chatConversations.guestId, set: { queue: 'VISITOR' } })
    .returning({
      id: chatConversations.id,
      queue: chatConversations.queue,
      memberReadId: chatConversations.memberReadId,
      operatorReadId: chatConversations.operatorReadId,
    });
  if (!row) throw new Error('the conversation upsert returned nothing');
  return { ...row, queue: row.queue as ChatQueue };
}

export async function conversationById(db: Db, id: number): Promise<ConversationOfMember | null> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  return row
    ? {
        id: row.id,
        queue: row.queue as ChatQueue,
        memberReadId: row.memberReadId,
        operatorReadId: row.operatorReadId,
      }
    : null;
}

type MessageRow = typeof chatMessages.$inferSelect;

const toMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  conversationId: row.conversationId,
  sender: row.sender as ChatSender,
  clientId: row.clientId,
  text: row.body,
  at: row.createdAt.toISOString(),
});

/** The messages after `afterId`, oldest first (the latest HISTORY_LIMIT of them). */
export async function messagesAfter(db: Db, conversationId: number, afterId: number): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.id, afterId)))
    .orderBy(desc(chatMessages.id))
    .limit(HISTORY_LIMIT);
  return rows.reverse().map(toMessage);
}

export interface NewMessage {
  conversationId: number;
  sender: ChatSender;
  operatorId: number | null;
  clientId: string;
  text: string;
}

/**
 * Stores a message once: the same client id of the same sender finds the stored one (a resend
 * after a reconnect), and `created` says whether this call stored it.
 */
export async function postMessage(
  db: Db,
  message: NewMessage,
  now: Date,
): Promise<{ message: ChatMessage; created: boolean }> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(chatMessages)
      .values({
        conversationId: message.conversationId,
        sender: message.sender,
        operatorId: message.operatorId,
        clientId: message.clientId,
        body: message.text,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) {
      await tx
        .update(chatConversations)
        .set({ lastAt: now })
        .where(eq(chatConversations.id, message.conversationId));
      return { message: toMessage(inserted), created: true };
    }
    const [existing] = await tx
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, message.conversationId),
          eq(chatMessages.sender, message.sender),
          eq(chatMessages.clientId, message.clientId),
        ),
      );
    if (!existing) throw new Error('a conflicting chat message vanished');
    return { message: toMessage(existing), created: false };
  });
}

/**
 * Moves a side's read mark forward (never back, never past the conversation's last message);
 * returns the mark now stored.
 */
export async function markRead(
  db: Db,
  conversationId: number,
  by: ChatSender,
  upTo: number,
): Promise<number> {
  const column = by === 'MEMBER' ? chatConversations.memberReadId : chatConversations.operatorReadId;
  const last = sql<number>`coalesce((select max(${chatMessages.id}) from ${chatMessages} where ${chatMessages.conversationId} = ${conversationId}), 0)`;
  const mark = sql<number>`greatest(${column}, least(${upTo}, ${last}))`;
  const [row] = await db
    .update(chatConversations)
    .set(by === 'MEMBER' ? { memberReadId: mark } : { operatorReadId: mark })
    .where(eq(chatConversations.id, conversationId))
    .returning({ mark: column });
  return row?.mark ?? 0;
}

/** Conversations for the console: the VIP queue first, visitors last, then the latest activity first. */
export async function conversationSummaries(db: Db): Promise<ChatConversationSummary[]> {
  const lastText = sql<
    string | null
  >`(select ${chatMessages.body} from ${chatMessages} where ${chatMessages.conversationId} = ${chatConversations.id} order by ${chatMessages.id} desc limit 1)`;
  const unread = sql<number>`(select count(*)::int from ${chatMessages} where ${chatMessages.conversationId} = ${chatConversations.id} and ${chatMessages.sender} = 'MEMBER' and ${chatMessages.id} > ${chatConversations.operatorReadId})`;
  const rows = await db
    .select({
      id: chatConversations.id,
      account: members.account,
      guestId: chatConversations.guestId,
      queue: chatConversations.queue,
      lastAt: chatConversations.lastAt,
      lastText,
      unread,
    })
    .from(chatConversations)
    .leftJoin(members, eq(members.id, chatConversations.memberId))
    .orderBy(
      sql`${chatConversations.queue} = 'VIP' desc`,
      sql`${chatConversations.queue} = 'VISITOR' asc`,
      desc(chatConversations.lastAt),
      asc(chatConversations.id),
    )
    .limit(HISTORY_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    account: row.account,
    visitorNumber: row.guestId,
    queue: row.queue as ChatQueue,
    lastAt: row.lastAt.toISOString(),
    lastText: row.lastText ?? '',
    unread: Number(row.unread),
  }));
}
