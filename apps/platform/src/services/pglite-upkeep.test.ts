import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testPlatform, useSeededDatabase } from '../test-support/harness';
import { rowsOf } from './records/bet-sources';

const database = useSeededDatabase();

const vacuumed = async () =>
  rowsOf<{ relname: string; vacuums: number; analyzes: number }>(
    await database.db.execute(sql`select relname, vacuum_count::int as vacuums, analyze_count::int as analyzes
      from pg_stat_user_tables where relname in ('member_day_figures', 'member_day_running', 'team_day_figures', 'member_tree') order by relname`),
  );

describe('the PGlite upkeep job', () => {
  it('vacuums and analyzes the figures per day, the running totals and the team closure on each tick', async () => {
    const job = testPlatform(database.db).jobs.find((each) => each.name === 'pglite vacuum');
    expect(job).toBeDefined();
    const before = await vacuumed();
    await job!.tick();
    expect(await vacuumed()).toEqual(
      before.map((table) => ({ ...table, vacuums: table.vacuums + 1, analyzes: table.analyzes + 1 })),
    );
  });

  it('is not scheduled on PostgreSQL, whose autovacuum does it', () => {
    const names = testPlatform(database.db, { DATABASE_URL: 'postgres://127.0.0.1/marquee' }).jobs.map(
      (job) => job.name,
    );
    expect(names).not.toContain('pglite vacuum');
  });
});
