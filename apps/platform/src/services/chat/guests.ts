import { CHAT_GUESTS_PER_IP_PER_HOUR } from '@marquee/api-client/contract';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { chatGuests } from '../../db/tables/chat';
import { lockKeys } from '../accounts/advisory-lock';
import { randomToken, sha256 } from '../accounts/tokens';
import { HOUR } from '../clock';

export interface ChatGuest {
  id: number;
  /** what the visitor and the console call it: "Visitor #<code>" */
  visitorCode: string;
}

/**
 * A visitor's code: the start of its random public id (48 bits), so it says nothing of how many
 * visitors came before, unlike the row's serial.
 */
export const visitorCodeOf = (publicId: string) => publicId.slice(0, 8);

/**
 * A new guest and its chat token, or null when the address already opened its hourly share. The
 * count and the insert are one step under a lock on the address, so a burst cannot overshoot.
 */
export async function issueGuest(
  db: Db,
  ip: string,
  now: Date,
): Promise<(ChatGuest & { token: string }) | null> {
  return db.transaction(async (tx) => {
    await lockKeys(tx, [`chat-guest:ip:${ip}`]);
    const [issued] = await tx
      .select({ n: count() })
      .from(chatGuests)
      .where(and(eq(chatGuests.ip, ip), gt(chatGuests.createdAt, new Date(now.getTime() - HOUR))));
    if ((issued?.n ?? 0) >= CHAT_GUESTS_PER_IP_PER_HOUR) return null;
    const token = randomToken();
    const [guest] = await tx
      .insert(chatGuests)
      .values({ tokenHash: sha256(token), ip, createdAt: now })
      .returning({ id: chatGuests.id, publicId: chatGuests.publicId });
    if (!guest) throw new Error('the guest insert returned nothing');
    return { id: guest.id, visitorCode: visitorCodeOf(guest.publicId), token };
  });
}

/** The guest a chat token was issued to, or null. */
export async function resolveGuest(db: Db, token: string): Promise<ChatGuest | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [guest] = await db
    .select({ id: chatGuests.id, publicId: chatGuests.publicId })
    .from(chatGuests)
    .where(eq(chatGuests.tokenHash, sha256(token)));
  return guest ? { id: guest.id, visitorCode: visitorCodeOf(guest.publicId) } : null;
}
