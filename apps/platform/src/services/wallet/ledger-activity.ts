import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { rowsOf } from '../records/bet-sources';

/**
 * The ledger's newest entry id: the watermark of the jobs that look again only at members with
 * entries (rounds, bets, deposits) newer than their last look, so a quiet server reads one index
 * entry per look.
 */
export async function newestLedgerEntry(db: Db): Promise<number> {
  const [latest] = rowsOf<{ id: string | number | null }>(
    await db.execute(sql`select max(id) as id from ledger_entries`),
  );
  return Number(latest?.id ?? 0);
}

/**
 * The members with ledger entries after `seen` up to `newest`, found by the ledger's primary key;
 * `which`, a condition on the member row `m`, keeps only some of them.
 */
export async function membersWithEntries(
  db: Db,
  seen: number,
  newest: number,
  which?: SQL,
): Promise<number[]> {
  const rows = rowsOf<{ member_id: number }>(
    await db.execute(sql`select distinct e.member_id from ledger_entries e
      join members m on m.id = e.member_id
      where e.id > ${seen} and e.id <= ${newest}${which ? sql` and ${which}` : sql``}`),
  );
  return rows.map((row) => Number(row.member_id));
}
