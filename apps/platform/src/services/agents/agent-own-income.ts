import type { AgentOwnIncome, RecordRange } from '@marquee/api-client/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { rowsOf } from '../records/bet-sources';
import { checkedRange } from '../records/record-range';
import { SETTLEMENT_LEDGER_KINDS } from './agent-settlement';
import { requireAgent } from './team';

type Figure = string | number | null;

const SALARY_KINDS = [
  SETTLEMENT_LEDGER_KINDS.DAILY_SALARY,
  SETTLEMENT_LEDGER_KINDS.HOURLY_SALARY,
  SETTLEMENT_LEDGER_KINDS.REALTIME_SALARY,
];
/** A claimed rebate reward is credited under this kind (`REWARD_<source>`). */
const REBATE_KIND = 'REWARD_REBATE';

/**
 * The team overview's line of the agent's own income: their own ledger's credits of dividends,
 * salaries and rebates in the range, read by the ledger's (member, time) index, so it costs the
 * agent's own entries of the range whatever the team's size.
 */
export async function agentOwnIncome(
  db: Db,
  agentId: number,
  query: RecordRange,
  now: Date,
): Promise<AgentOwnIncome> {
  await requireAgent(db, agentId);
  const range = checkedRange(query, now);
  const inKinds = (kinds: readonly string[]) =>
    sql`kind in (${sql.join(
      kinds.map((kind) => sql`${kind}`),
      sql`, `,
    )})`;
  const [row] = rowsOf<Record<'dividends' | 'salaries' | 'rebates', Figure>>(
    await db.execute(sql`select
        coalesce(sum(amount) filter (where kind = ${SETTLEMENT_LEDGER_KINDS.DIVIDEND}), 0) as dividends,
        coalesce(sum(amount) filter (where ${inKinds(SALARY_KINDS)}), 0) as salaries,
        coalesce(sum(amount) filter (where kind = ${REBATE_KIND}), 0) as rebates
      from ledger_entries where member_id = ${agentId}
        and created_at >= ${range.from.toISOString()} and created_at < ${range.until.toISOString()}
        and amount > 0 and ${inKinds([SETTLEMENT_LEDGER_KINDS.DIVIDEND, ...SALARY_KINDS, REBATE_KIND])}`),
  );
  const dividends = Number(row?.dividends ?? 0);
  const salaries = Number(row?.salaries ?? 0);
  const rebates = Number(row?.rebates ?? 0);
  return { dividends, salaries, rebates, total: dividends + salaries + rebates };
}
