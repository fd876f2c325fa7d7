import type { ChatSender } from '@marquee/api-client/contract';

/**
 * Where one instance's chat hub tells the others what happened on its sockets (a NOTIFY each, see
 * db/notifications.ts). A payload names rows by their ids and never carries a text: a message is
 * read from the database by the instances that have someone to send it to, and every payload stays
 * far below PostgreSQL's 8,000 bytes.
 */
export const CHAT_CHANNEL = 'marquee_chat';

/** Conversation serials per presence payload: 600 numbers of up to 10 digits stay below 8,000 bytes. */
export const PRESENCE_PART_SIZE = 600;

/** `c` a conversation's serial, `p` its public id (for the frame). */
export type ChatEvent =
  | { t: 'message'; c: number; p: string; seq: number }
  | { t: 'typing'; c: number; p: string; by: ChatSender; typing: boolean }
  | { t: 'read'; c: number; p: string; by: ChatSender; upTo: number }
  | { t: 'closed'; c: number; p: string }
  /** the console's list changed (a new conversation, a restart) */
  | { t: 'lists' }
  /**
   * Who is connected to the sending instance: its operators and the conversations its members
   * have a socket on, in `parts` payloads of PRESENCE_PART_SIZE serials (this is number `part`).
   */
  | { t: 'presence'; operators: number; conversations: number[]; part: number; parts: number }
  /** a hub that starts listening asks the others to tell their presence at once */
  | { t: 'ask' };

/** An event and the instance that sent it. */
export type ChatNotice = ChatEvent & { from: string };

const SENDERS: readonly ChatSender[] = ['MEMBER', 'OPERATOR'];
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= 64;

/** A payload as an event, or null for anything else (another version's event is ignored, not trusted). */
export function parseChatNotice(payload: string): ChatNotice | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const notice = value as Record<string, unknown>;
  if (!isText(notice.from)) return null;
  const conversation = isCount(notice.c) && isText(notice.p);
  const sender = SENDERS.includes(notice.by as ChatSender);
  switch (notice.t) {
    case 'message':
      return conversation && isCount(notice.seq) ? (notice as ChatNotice) : null;
    case 'typing':
      return conversation && sender && typeof notice.typing === 'boolean' ? (notice as ChatNotice) : null;
    case 'read':
      return conversation && sender && isCount(notice.upTo) ? (notice as ChatNotice) : null;
    case 'closed':
      return conversation ? (notice as ChatNotice) : null;
    case 'lists':
    case 'ask':
      return notice as ChatNotice;
    case 'presence':
      return isCount(notice.operators) &&
        isCount(notice.part) &&
        isCount(notice.parts) &&
        Array.isArray(notice.conversations) &&
        notice.conversations.every(isCount)
        ? (notice as ChatNotice)
        : null;
    default:
      return null;
  }
}

/**
 * What the other instances last said of who is connected to them. An instance repeats it every
 * beat while it has anyone; one that stops (killed, cut off) is forgotten `ttlMs` after its last
 * word.
 */
export class RemotePresence {
  readonly #instances = new Map<
    string,
    { operators: number; parts: Map<number, readonly number[]>; expiresAt: number }
  >();

  constructor(private readonly ttlMs: number) {}

  take(from: string, event: Extract<ChatEvent, { t: 'presence' }>, now: number): void {
    const known = this.#instances.get(from) ?? { operators: 0, parts: new Map(), expiresAt: 0 };
    known.operators = event.operators;
    known.expiresAt = now + this.ttlMs;
    known.parts.set(event.part, event.conversations);
    for (const part of known.parts.keys()) if (part >= event.parts) known.parts.delete(part);
    if (event.operators === 0 && event.parts === 0) this.#instances.delete(from);
    else this.#instances.set(from, known);
  }

  /** Forgets the instances not heard from in time. */
  expire(now: number): void {
    for (const [instance, known] of this.#instances)
      if (known.expiresAt <= now) this.#instances.delete(instance);
  }

  get operators(): number {
    let operators = 0;
    for (const known of this.#instances.values()) operators += known.operators;
    return operators;
  }

  /** Whether a member has a socket on conversation `id` at another instance. */
  hasMember(id: number): boolean {
    for (const known of this.#instances.values())
      for (const part of known.parts.values()) if (part.includes(id)) return true;
    return false;
  }
}
