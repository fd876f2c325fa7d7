import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { jobRuns } from '../db/schema';
import { HOUR, MINUTE } from './clock';

/** A run not ended this long after it started is taken to have died with its instance. */
const ABANDONED_MS = 10 * MINUTE;
/** How long finished runs are kept for the operator's `jobs` command. */
const KEEP_MS = 6 * HOUR;

/**
 * This process's name in job_runs: its host and process id, and a few random characters that
 * tell apart two platforms in one process (the tests) or a restarted process that got the same id.
 */
export function instanceName(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/**
 * The claims of the scheduled jobs on the database all instances share: a job's period runs where
 * the row (job, period) is inserted first; an instance that finds it taken leaves the period
 * alone. A run that failed, or was left unfinished for ABANDONED_MS (its instance died), is
 * claimed again by the next tick of any instance.
 */
export class JobRuns {
  #prunedAt = 0;

  constructor(
    private readonly db: Db,
    readonly instance: string,
    readonly now: () => Date,
  ) {}

  /** Runs `work` if this instance claims the job's period: 'ran', or 'taken' by another instance. */
  async once(job: string, period: string, work: () => Promise<unknown>): Promise<'ran' | 'taken'> {
    const startedAt = this.now();
    const abandoned = new Date(startedAt.getTime() - ABANDONED_MS);
    const [claim] = await this.db
      .insert(jobRuns)
      .values({ job, period, instance: this.instance, startedAt })
      .onConflictDoUpdate({
        target: [jobRuns.job, jobRuns.period],
        set: { instance: this.instance, startedAt, endedAt: null, outcome: null },
        setWhere: sql`${jobRuns.outcome} is distinct from 'ok' and (${jobRuns.endedAt} is not null or ${jobRuns.startedAt} < ${abandoned})`,
      })
      .returning({ id: jobRuns.id });
    if (!claim) return 'taken';
    const ended = (outcome: string) =>
      this.db
        .update(jobRuns)
        .set({ endedAt: this.now(), outcome })
        .where(and(eq(jobRuns.id, claim.id), eq(jobRuns.instance, this.instance)));
    try {
      await work();
    } catch (error) {
      await ended(error instanceof Error ? error.message : String(error));
      throw error;
    }
    await ended('ok');
    await this.#prune(startedAt);
    return 'ran';
  }

  async #prune(now: Date): Promise<void> {
    if (now.getTime() - this.#prunedAt < HOUR) return;
    this.#prunedAt = now.getTime();
    await this.db.delete(jobRuns).where(lt(jobRuns.startedAt, new Date(now.getTime() - KEEP_MS)));
  }
}

type JobRun = typeof jobRuns.$inferSelect;

/** The latest run of each job, or the last `limit` runs of one job: for the operator. */
export async function recentJobRuns(db: Db, job: string | null, limit = 20): Promise<JobRun[]> {
  if (job !== null)
    return db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.job, job))
      .orderBy(desc(jobRuns.startedAt))
      .limit(limit);
  return db.selectDistinctOn([jobRuns.job]).from(jobRuns).orderBy(jobRuns.job, desc(jobRuns.startedAt));
}
