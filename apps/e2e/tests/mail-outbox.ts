import type { APIRequestContext } from '@playwright/test';

/** The newest mail the platform's development outbox holds for an address. */
async function latestMail(request: APIRequestContext, to: string): Promise<{ body: string }> {
  const res = await request.get(`/__dev/outbox?to=${encodeURIComponent(to)}&kind=mail`);
  if (!res.ok()) throw new Error(`outbox unavailable: ${res.status()}`);
  const [latest] = ((await res.json()) as { value: Array<{ body: string }> }).value;
  if (!latest) throw new Error(`no mail for ${to}`);
  return latest;
}

/** The password reset link (`…/?resetCode=…`) of the newest mail to an address. */
export async function resetLink(request: APIRequestContext, to: string): Promise<string> {
  const { body } = await latestMail(request, to);
  const link = body.match(/https?:\/\/\S+\/\?resetCode=[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error(`no reset link in the mail to ${to}: ${body}`);
  return link;
}
