import type { DeliveryConfig } from '../../config';

const GATEWAY_TIMEOUT_MS = 10_000;

export interface Sms {
  /** the international number, e.g. +639171234567 */
  to: string;
  text: string;
}

/**
 * Hands an SMS to the gateway at SMS_WEBHOOK_URL: a JSON POST of `{ to, text }` (with
 * SMS_WEBHOOK_TOKEN as a bearer token when set). Any 2xx answer is a hand-over; anything else, or
 * no answer within ten seconds, rejects.
 */
export async function sendSms(delivery: DeliveryConfig, sms: Sms): Promise<void> {
  if (!delivery.smsWebhookUrl) throw new Error('SMS delivery is not configured');
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (delivery.smsWebhookToken) headers.authorization = `Bearer ${delivery.smsWebhookToken}`;
  const res = await fetch(delivery.smsWebhookUrl, {
    method: 'POST',
    headers,
    body: JSON.stringify({ to: sms.to, text: sms.text }),
    signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    redirect: 'error',
  });
  // the body is not needed; reading it frees the connection
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`the SMS gateway answered ${res.status}`);
}
