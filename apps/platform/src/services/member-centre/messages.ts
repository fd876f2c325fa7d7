import { MESSAGES_PAGE_SIZE, type MemberMessage, type MessageKind } from '@marquee/api-client/contract';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open';
import { memberMessages } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { randomToken } from '../accounts/tokens';

interface NewMessage {
  memberId: number;
  kind: MessageKind;
  amount: number;
  orderNo: string;
}

/**
 * Written inside the money transaction that caused it, so a credited deposit always has its
 * message and a rolled-back one never does. The text is the browser's, in the reader's language.
 */
export async function sendMessage(db: Db | Tx, message: NewMessage, at: Date): Promise<void> {
  await db.insert(memberMessages).values({ ...message, publicId: randomToken(12), createdAt: at });
}

export async function unreadCount(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberMessages)
    .where(and(eq(memberMessages.memberId, memberId), isNull(memberMessages.readAt)));
  return row?.n ?? 0;
}

export async function listMessages(db: Db, memberId: number, pageNum: number) {
  const [total] = await db
    .select({ n: count() })
    .from(memberMessages)
    .where(eq(memberMessages.memberId, memberId));
  const rows = await db
    .select()
    .from(memberMessages)
    .where(eq(memberMessages.memberId, memberId))
    .orderBy(desc(memberMessages.createdAt), desc(memberMessages.id))
    .limit(MESSAGES_PAGE_SIZE)
    .offset((pageNum - 1) * MESSAGES_PAGE_SIZE);
  const content: MemberMessage[] = rows.map((row) => ({
    id: row.publicId,
    kind: row.kind as MessageKind,
    amount: row.amount,
    orderNo: row.orderNo,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  }));
  return { content, pageNum, totalPages: Math.max(1, Math.ceil((total?.n ?? 0) / MESSAGES_PAGE_SIZE)) };
}

const mine = (memberId: number, publicId: string) =>
  and(eq(memberMessages.memberId, memberId), eq(memberMessages.publicId, publicId));

/** Another member's message answers exactly like one that does not exist. */
export async function markRead(db: Db, memberId: number, publicId: string, at: Date): Promise<void> {
  const [row] = await db
    .select({ readAt: memberMessages.readAt })
    .from(memberMessages)
    .where(mine(memberId, publicId));
  if (!row) throw notFound('Message not found');
  if (row.readAt === null)
    await db.update(memberMessages).set({ readAt: at }).where(mine(memberId, publicId));
}

export async function markAllRead(db: Db, memberId: number, at: Date): Promise<void> {
  await db
    .update(memberMessages)
    .set({ readAt: at })
    .where(and(eq(memberMessages.memberId, memberId), isNull(memberMessages.readAt)));
}

export async function deleteMessage(db: Db, memberId: number, publicId: string): Promise<void> {
  const deleted = await db
    .delete(memberMessages)
    .where(mine(memberId, publicId))
    .returning({ id: memberMessages.id });
  if (deleted.length === 0) throw notFound('Message not found');
}
