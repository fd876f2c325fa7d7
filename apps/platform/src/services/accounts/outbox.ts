import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { devOutbox } from '../../db/schema';
import { fail } from '../../http/http-error';
import { deliveryChannels } from '../delivery/channels';
import { sendMail } from '../delivery/mail-sender';
import { sendSms } from '../delivery/sms-webhook';
import type { AccountDeps } from '../deps';

export type OutboxKind = 'sms' | 'mail' | 'captcha';

export interface OutboxMessage {
  kind: OutboxKind;
  /** the mobile number (without dialling code) for sms, the address for mail, the captcha id */
  to: string;
  /** sms: the number with its dialling code, as the gateway needs it (+639171234567) */
  international?: string;
  subject?: string;
  body: string;
  code?: string;
}

/**
 * Sends an SMS code, a mail or (for e2e) a captcha answer. In demo mode (MARQUEE_DEMO) nothing
 * leaves the platform: the message is kept for GET /__dev/outbox. Otherwise mail goes through
 * SMTP_URL and SMS through SMS_WEBHOOK_URL; a channel that is not configured answers
 * DELIVERY_UNAVAILABLE and a gateway that fails answers DELIVERY_FAILED, so the member is told the
 * code did not go out instead of waiting for it.
 */
export async function send(deps: AccountDeps, message: OutboxMessage): Promise<void> {
  if (deps.config.demo) {
    await deps.db.insert(devOutbox).values({
      kind: message.kind,
      recipient: message.to,
      subject: message.subject ?? null,
      body: message.body,
      code: message.code ?? null,
      createdAt: deps.clock.now(),
    });
    return;
  }
  if (message.kind === 'captcha') return;
  const channels = deliveryChannels(deps.config);
  if (message.kind === 'mail' ? !channels.mail : !channels.sms) throw fail(503, 'DELIVERY_UNAVAILABLE');
  try {
    if (message.kind === 'mail') {
      await sendMail(deps.config.delivery, {
        to: message.to,
        subject: message.subject ?? '',
        text: message.body,
      });
    } else {
      await sendSms(deps.config.delivery, { to: message.international ?? message.to, text: message.body });
    }
  } catch (error) {
    console.error(
      `[platform] ${message.kind} delivery failed:`,
      error instanceof Error ? error.message : error,
    );
    throw fail(502, 'DELIVERY_FAILED');
  }
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
