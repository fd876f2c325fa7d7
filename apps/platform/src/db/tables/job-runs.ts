import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, timestamptz } from './columns';

/**
 * One row per run of a scheduled job and period (a tick's few seconds, or a brand day): the unique
 * key is the claim, so on several instances each period runs on exactly one, and the row says
 * where and how it went. `outcome` is null while it runs, 'ok', or the error's message. A running
 * run's instance renews `lease_until` (database time) while it works; a run left unfinished past
 * its lease died with its instance and is claimed again, the claimer naming it in `taken_over_from`.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: serialId(),
    job: text('job').notNull(),
    period: text('period').notNull(),
    instance: text('instance').notNull(),
    startedAt: timestamptz('started_at').notNull(),
    endedAt: timestamptz('ended_at'),
    outcome: text('outcome'),
    leaseUntil: timestamptz('lease_until').notNull(),
    takenOverFrom: text('taken_over_from'),
  },
  (table) => [
    uniqueIndex('job_runs_job_period').on(table.job, table.period),
    index('job_runs_started_at').on(table.startedAt),
  ],
);
