import {
  CHAT_ROOM_HISTORY_SIZE,
  CHAT_ROOM_MESSAGE_MAX_CHARS,
  CHAT_ROOM_RATE_LIMIT,
  CHAT_ROOM_RATE_WINDOW_SECONDS,
  type ChatRoomHistory,
  type ChatRoomMessage,
} from '@marquee/api-client/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { chatRoomMessages, chatRoomMutes, members } from '../../db/schema';
import { fail, notFound } from '../../http/http-error';
import { takeQuota } from '../accounts/rate-limit';
import { isTrialMember } from '../accounts/real-account';
import type { AccountDeps } from '../deps';
import { maskName } from '../games/winners';

/** A stored room message and its author, before it is told to each reader (`mine` is theirs). */
export interface RoomMessage {
  authorId: number;
  message: Omit<ChatRoomMessage, 'mine'>;
}

/** A message as one reader is sent it. */
export const asSeenBy = (readerId: number, { authorId, message }: RoomMessage): ChatRoomMessage => ({
  ...message,
  mine: authorId === readerId,
});

/** Control and bidirectional-override characters: a message could hide or reorder text with them. */
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}]/gu;

async function isMuted(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ memberId: chatRoomMutes.memberId })
    .from(chatRoomMutes)
    .where(eq(chatRoomMutes.memberId, memberId));
  return row !== undefined;
}

/** The stored room message `publicId` with its author, or null (another instance told its id). */
export async function roomMessage(db: Db, publicId: string): Promise<RoomMessage | null> {
  const [row] = await db
    .select({
      authorId: chatRoomMessages.memberId,
      account: members.account,
      text: chatRoomMessages.text,
      at: chatRoomMessages.createdAt,
    })
    .from(chatRoomMessages)
    .innerJoin(members, eq(members.id, chatRoomMessages.memberId))
    .where(eq(chatRoomMessages.publicId, publicId));
  return row
    ? {
        authorId: row.authorId,
        message: { id: publicId, name: maskName(row.account), text: row.text, at: row.at.toISOString() },
      }
    : null;
}

/** The room's latest messages, oldest first, as the member sees them, and whether they may write. */
export async function roomHistory(db: Db, memberId: number): Promise<ChatRoomHistory> {
  const latest = await db
    .select({
      authorId: chatRoomMessages.memberId,
      id: chatRoomMessages.publicId,
      account: members.account,
      text: chatRoomMessages.text,
      at: chatRoomMessages.createdAt,
    })
    .from(chatRoomMessages)
    .innerJoin(members, eq(members.id, chatRoomMessages.memberId))
    .orderBy(desc(chatRoomMessages.id))
    .limit(CHAT_ROOM_HISTORY_SIZE);
  const [trial, muted] = await Promise.all([isTrialMember(db, memberId), isMuted(db, memberId)]);
  return {
    messages: latest.reverse().map((row) =>
      asSeenBy(memberId, {
        authorId: row.authorId,
        message: { id: row.id, name: maskName(row.account), text: row.text, at: row.at.toISOString() },
      }),
    ),
    readOnly: trial ? 'TRIAL' : muted ? 'MUTED' : null,
  };
}

/**
 * Stores a member's message: a trial account is refused by the session guard before this; a muted
 * member, an empty or too long text and a member past the rate are refused here. The rate is
 * counted in the database (takeQuota, under the member's lock), so parallel sends across sockets,
 * tabs or platform processes cannot pass it.
 */
export async function postToRoom(deps: AccountDeps, memberId: number, raw: string): Promise<RoomMessage> {
  const text = raw.replace(HIDDEN_CHARACTERS, (character) => (character === '\n' ? ' ' : '')).trim();
  if (!text || text.length > CHAT_ROOM_MESSAGE_MAX_CHARS)
    throw fail(400, 'CHAT_ROOM_LENGTH', { max: CHAT_ROOM_MESSAGE_MAX_CHARS });
  if (await isMuted(deps.db, memberId)) throw fail(403, 'CHAT_ROOM_MUTED');
  const allowed = await takeQuota(deps, [
    {
      key: `chat-room:${memberId}`,
      limit: CHAT_ROOM_RATE_LIMIT,
      windowMs: CHAT_ROOM_RATE_WINDOW_SECONDS * 1000,
    },
  ]);
  if (!allowed) throw fail(429, 'CHAT_ROOM_TOO_FAST', { seconds: CHAT_ROOM_RATE_WINDOW_SECONDS });
  const now = deps.clock.now();
  const [stored] = await deps.db
    .insert(chatRoomMessages)
    .values({ memberId, text, createdAt: now })
    .returning({ id: chatRoomMessages.publicId });
  const [author] = await deps.db
    .select({ account: members.account })
    .from(members)
    .where(eq(members.id, memberId));
  if (!stored || !author) throw new Error('the room message was not stored');
  return {
    authorId: memberId,
    message: { id: stored.id, name: maskName(author.account), text, at: now.toISOString() },
  };
}

async function memberByAccount(db: Db, account: string): Promise<{ id: number; account: string }> {
  const [member] = await db
    .select({ id: members.id, account: members.account })
    .from(members)
    .where(sql`lower(${members.account}) = lower(${account})`);
  if (!member) throw notFound(`no member '${account}'`);
  return member;
}

/** The operator mutes a member in the room (again: nothing changes); answers the account as stored. */
export async function muteInRoom(db: Db, account: string, now: Date): Promise<string> {
  const member = await memberByAccount(db, account);
  await db.insert(chatRoomMutes).values({ memberId: member.id, mutedAt: now }).onConflictDoNothing();
  return member.account;
}

/** Lets a muted member write again; false when they were not muted. */
export async function unmuteInRoom(db: Db, account: string): Promise<{ account: string; was: boolean }> {
  const member = await memberByAccount(db, account);
  const removed = await db
    .delete(chatRoomMutes)
    .where(eq(chatRoomMutes.memberId, member.id))
    .returning({ memberId: chatRoomMutes.memberId });
  return { account: member.account, was: removed.length > 0 };
}

/** The mute list, oldest first. */
export function mutedInRoom(db: Db): Promise<{ account: string; mutedAt: Date }[]> {
  return db
    .select({ account: members.account, mutedAt: chatRoomMutes.mutedAt })
    .from(chatRoomMutes)
    .innerJoin(members, eq(members.id, chatRoomMutes.memberId))
    .orderBy(asc(chatRoomMutes.mutedAt));
}
