import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/open';
import { openTestDatabase } from '../test-support/harness';
import { seedDemoNetwork } from './demo-network';

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/** What the team reports read of the network's team, as JSON rows in key order. */
async function teamFigures(db: Db, agentId: number) {
  const team = sql`(select descendant_id from member_tree where ancestor_id = ${agentId})`;
  const table = async (query: ReturnType<typeof sql>) =>
    rowsOf<{ row: string }>(
      await db.execute(sql`select row_to_json(x.*)::text as row from (${query}) x`),
    ).map((row) => row.row);
  return {
    days: await table(sql`select member_id, day, bets, stake, valid_bet, payout, win_loss, deposit_entries,
      deposits, withdrawals, bonuses, play_stakes, play_returns from member_day_figures
      where member_id in ${team} order by 1, 2`),
    running: await table(sql`select * from member_day_running where member_id in ${team} order by 1, 2`),
    team: await table(sql`select agent_id, day, stripe, joined, first_depositors, active, last_active, bets, stake,
      valid_bet, payout, win_loss, deposits, withdrawals, bonuses from team_day_figures
      where agent_id = ${agentId} or agent_id in ${team} order by 1, 2, 3`),
    firsts: await table(sql`select * from member_first_deposits where member_id in ${team} order by 1`),
    lasts: await table(sql`select * from member_last_bets where member_id in ${team} order by 1`),
  };
}

describe('the demo agent network', () => {
  const opened: Database[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
  });

  it('writes the same figures per day from its rounds and entries as straight from what they add up to', async () => {
    opened.push(await openTestDatabase(), await openTestDatabase());
    const [byRounds, byFigures] = opened;
    const options = { levels: [2, 6, 30], days: 20, rounds: 4, now: new Date() };
    const rounds = await seedDemoNetwork(byRounds!.db, options);
    const figures = await seedDemoNetwork(byFigures!.db, { ...options, play: 'figures' });
    expect(rounds.bets).toBe(38 * 4);
    expect(figures).toMatchObject({ agentId: rounds.agentId, team: 38, bets: 0, entries: 0 });
    const expected = await teamFigures(byRounds!.db, rounds.agentId);
    expect(expected.days.length).toBe(rounds.memberDays);
    expect(expected.days.length).toBeGreaterThan(38 * 2);
    expect(await teamFigures(byFigures!.db, figures.agentId)).toEqual(expected);
  }, 120_000);
});
