import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { devOutbox } from '../../db/schema';
import type { AccountDeps } from '../deps';

export type OutboxKind = 'sms' | 'mail' | 'captcha';

export interface OutboxMessage {
  kind: OutboxKind;
  /** the mobile number (without dialling code) for sms, the address for mail, the captcha id */
  to: string;
  subject?: string;
  body: string;
  code?: string;
}

/**
 * Where the platform "sends" SMS codes, mails and (for e2e) captcha answers. There is no SMS or
 * mail gateway: in demo mode (MARQUEE_DEMO) the message is kept for GET /__dev/outbox; otherwise
 * nothing is recorded (and a real gateway would plug in here).
 */
export async function send(deps: AccountDeps, message: OutboxMessage): Promise<void> {
  if (!deps.config.demo) return;
  await deps.db.insert(devOutbox).values({
    kind: message.kind,
    recipient: message.to,
    subject: message.subject ?? null,
    body: message.body,
    code: message.code ?? null,
    createdAt: deps.clock.now(),
  });
}

/**
 * The outbox address of a phone number is the number as the member types it (without the
 * dialling code), so `?to=9171234567` finds it; the body names the full international number.
 */
export function smsRecipient(_countryDialingCode: string, mobile: string): string {
  return mobile;
}

export async function readOutbox(db: Db, filter: { to?: string; kind?: OutboxKind }, limit = 20) {
  const conditions = [];
  if (filter.kind) conditions.push(eq(devOutbox.kind, filter.kind));
  if (filter.to) conditions.push(eq(devOutbox.recipient, filter.to));
  const rows = await db
    .select()
    .from(devOutbox)
    .where(and(...conditions))
    .orderBy(desc(devOutbox.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as OutboxKind,
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    code: row.code,
    createdAt: row.createdAt.toISOString(),
  }));
}
