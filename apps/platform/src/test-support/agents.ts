import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Db } from '../db/open';
import { members } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { login, registerFromOwnIp } from './accounts';

type App = Hono<AppEnv>;

let codes = 0;
/** A registered member made an agent (as an approved affiliate application does) with an invitation code. */
export async function newAgent(
  app: App,
  db: Db,
  { upline, isAgent = 1 }: { upline?: string; isAgent?: number } = {},
) {
  codes += 1;
  const affiliateCode = `TEAM${process.pid % 1000}X${codes}`;
  const member = await registerFromOwnIp(app, upline ? { affiliateCode: upline } : {});
  const [row] = await db
    .update(members)
    .set({ isAgent, affiliateCode })
    .where(eq(members.account, member.username))
    .returning({ id: members.id, publicId: members.publicId });
  return { ...member, affiliateCode, memberId: row!.id, publicId: row!.publicId };
}

/** A member registered through the agent's invitation code, as the register page sends it. */
export async function invited(app: App, db: Db, affiliateCode: string) {
  const member = await registerFromOwnIp(app, { affiliateCode });
  const [row] = await db
    .select({ id: members.id, publicId: members.publicId })
    .from(members)
    .where(eq(members.account, member.username));
  return { ...member, memberId: row!.id, publicId: row!.publicId };
}

export async function signedIn(app: App, account: string, password: string) {
  const result = await login(app, account, password);
  expect(result.status).toBe(200);
  return result.body.value.token;
}
