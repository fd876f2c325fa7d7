import { SIGN_IN_HISTORY_SIZE, type SignInRecord } from '@marquee/api-client/contract';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import { signIns } from '../../db/schema';
import { requestDevice } from '../../http/request-scope';
import type { AccountDeps } from '../deps';

/**
 * Records a successful sign-in (every path ends in openSession) with the device of the request;
 * only the latest SIGN_IN_HISTORY_SIZE of a member are kept.
 */
export async function recordSignIn(deps: AccountDeps, memberId: number, ip: string | null): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(signIns)
      .values({ memberId, at: deps.clock.now(), ip: ip ?? '', device: requestDevice() });
    const kept = tx
      .select({ id: signIns.id })
      .from(signIns)
      .where(eq(signIns.memberId, memberId))
      .orderBy(desc(signIns.at), desc(signIns.id))
      .limit(SIGN_IN_HISTORY_SIZE);
    await tx.delete(signIns).where(and(eq(signIns.memberId, memberId), notInArray(signIns.id, kept)));
  });
}

export async function latestSignIns(deps: AccountDeps, memberId: number): Promise<SignInRecord[]> {
  const rows = await deps.db
    .select()
    .from(signIns)
    .where(eq(signIns.memberId, memberId))
    .orderBy(desc(signIns.at), desc(signIns.id))
    .limit(SIGN_IN_HISTORY_SIZE);
  return rows.map((row) => ({ at: row.at.toISOString(), ip: row.ip, device: row.device }));
}
