import type { APIRequestContext } from '@playwright/test';

/** Development routes of the platform (absent in production) that the journeys use to stage state. */
export async function setSystemStatus(
  request: APIRequestContext,
  status: 0 | 1 | 2,
  maintenanceEnd?: string,
): Promise<void> {
  const res = await request.put('/__dev/system-status', { data: { status, maintenanceEnd } });
  if (!res.ok()) throw new Error(`could not set system status: ${res.status()} ${await res.text()}`);
}

export async function addNotice(
  request: APIRequestContext,
  notice: { type: 'PL' | 'PR'; title: string; content: string; promotionId?: number },
): Promise<void> {
  const res = await request.post('/__dev/notices', { data: notice });
  if (!res.ok()) throw new Error(`could not add notice: ${res.status()} ${await res.text()}`);
}

/** Adds a running promotion (dev route) with its HTML stored as given; answers its id. */
export async function addPromotion(
  request: APIRequestContext,
  promotion: { title: string; content: string },
): Promise<number> {
  const res = await request.post('/__dev/promotions', { data: promotion });
  if (!res.ok()) throw new Error(`could not add promotion: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { value: { id: number } }).value.id;
}

/** The latest SMS code the platform's development outbox holds for a mobile number. */
export async function latestSmsCode(request: APIRequestContext, mobile: string): Promise<string> {
  const res = await request.get(`/__dev/outbox?to=${encodeURIComponent(mobile)}&kind=sms`);
  if (!res.ok()) throw new Error(`outbox unavailable: ${res.status()}`);
  const body = (await res.json()) as { value: Array<{ body?: string; code?: string; text?: string }> };
  const latest = body.value[0];
  const text = latest ? (latest.code ?? latest.body ?? latest.text ?? JSON.stringify(latest)) : '';
  const code = text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no SMS code for ${mobile}: ${JSON.stringify(body.value)}`);
  return code;
}

/** The offset of the platform's account clock from real time (dev route), to put back afterwards. */
export async function clockOffset(request: APIRequestContext): Promise<number> {
  const res = await request.get('/__dev/clock');
  if (!res.ok()) throw new Error(`clock unavailable: ${res.status()}`);
  return ((await res.json()) as { value: { offsetMs: number } }).value.offsetMs;
}

/** Moves the platform's account clock (sessions, codes, throttles, password age) to `offsetMs`. */
export async function setClockOffset(request: APIRequestContext, offsetMs: number): Promise<void> {
  const res = await request.post('/__dev/clock', { data: { offsetMs } });
  if (!res.ok()) throw new Error(`could not move the clock: ${res.status()} ${await res.text()}`);
}

export const FIVE_MINUTES = 5 * 60_000;

/**
 * Moves the platform's clock to 5 s after the start of a 5-minute slot, so a fast lottery draw has
 * its whole slot to bet in; returns the new offset.
 */
export async function startOfSlot(request: APIRequestContext): Promise<number> {
  const offset = await clockOffset(request);
  const platformNow = Date.now() + offset;
  const next = (Math.floor(platformNow / FIVE_MINUTES) + 1) * FIVE_MINUTES + 5_000;
  const moved = offset + (next - platformNow);
  await setClockOffset(request, moved);
  return moved;
}
