import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open';
import { BRAND_WITHDRAWAL } from '../../reference/brand';
import { bonusWageringLeft } from '../rewards/bonuses';

/**
 * The valid bets a member still has to place before withdrawing. The rule: every deposit must be
 * wagered `wageringMultiple` times (1×) in valid bets placed after it; a valid bet is a settled
 * stake, i.e. a BET entry of the main or a game wallet's ledger or a LOTTERY_BET entry. Walked in
 * time order: a deposit adds its requirement, a bet pays the requirement down to zero, and a bet
 * made while nothing was owed counts for nothing later (no credit carried to the next deposit).
 * The demo credit is not a deposit and needs no wagering. To this adds what the member's claimed
 * rewards (bonus details) still ask for, each counting the valid bets placed after its claim.
 */
export async function wageringLeft(db: Db | Tx, memberId: number): Promise<number> {
  const result = await db.execute(sql`
    with first_deposit as (
      select min(created_at) as at from ledger_entries where member_id = ${memberId} and kind = 'DEPOSIT'
    )
    select kind, amount, created_at, id, 0 as side from ledger_entries, first_deposit
      where member_id = ${memberId} and kind in ('DEPOSIT', 'BET', 'LOTTERY_BET')
        and first_deposit.at is not null and created_at >= first_deposit.at
    union all
    select kind, amount, created_at, id, 1 as side from vendor_ledger_entries, first_deposit
      where member_id = ${memberId} and kind = 'BET'
        and first_deposit.at is not null and created_at >= first_deposit.at
    order by created_at, side, id`);
  // both drivers (PGlite, node-postgres) answer a raw query with its rows under `rows`
  const { rows } = result as unknown as { rows: { kind: string; amount: string | number }[] };
  let left = 0;
  for (const row of rows) {
    const amount = Number(row.amount);
    if (row.kind === 'DEPOSIT') left += amount * BRAND_WITHDRAWAL.wageringMultiple;
    else left = Math.max(0, left + amount);
  }
  return left + (await bonusWageringLeft(db, memberId));
}
