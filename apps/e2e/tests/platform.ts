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
  notice: { type: 'PL'; title: string; content: string },
): Promise<void> {
  const res = await request.post('/__dev/notices', { data: notice });
  if (!res.ok()) throw new Error(`could not add notice: ${res.status()} ${await res.text()}`);
}
