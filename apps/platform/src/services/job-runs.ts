import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { jobRuns } from '../db/schema';
import { HOUR } from './clock';

/**
 * The longest lease a run holds: an instance that dies mid-run (no shutdown, no end written) leaves
 * its run to be claimed again this long after its last renewal at most. A shorter period leases for
 * half the period, so a dead instance's run is taken over within one period by the next asking
 * tick, slow as it may be on a busy machine.
 */
const MAX_LEASE_MS = 30_000;
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
 * What `once` found: it ran the work here, the period was done already, or another instance is
 * running it (and still renews its lease): ask again later, it may die.
 */
export type JobClaim = 'ran' | 'done' | 'running';

/** A lease of `ms` from the database's clock, which every instance shares (their own may drift). */
const leaseFrom = (ms: number) => sql`clock_timestamp() + ${ms} * interval '1 millisecond'`;

/**
 * The claims of the scheduled jobs on the database all instances share: a job's period runs where
 * the row (job, period) is inserted first; an instance that finds it taken leaves the period
 * alone. A run that failed, or whose lease ran out unrenewed (its instance died), is claimed again
 * by the next tick of any instance.
 */
export class JobRuns {
  #prunedAt = 0;

  constructor(
    private readonly db: Db,
    readonly instance: string,
    readonly now: () => Date,
  ) {}

  /**
   * Runs `work` if this instance claims the job's period, renewing the claim's lease every third
   * of it while the work runs. `periodMs` is how long the job's period lasts (the lease is the
   * shorter of its half and MAX_LEASE_MS).
   */
  async once(
    job: string,
    period: string,
    work: () => Promise<unknown>,
    periodMs = MAX_LEASE_MS,
  ): Promise<JobClaim> {
    const leaseMs = Math.min(periodMs / 2, MAX_LEASE_MS);
    const startedAt = this.now();
    const [claim] = await this.db
      .insert(jobRuns)
      .values({ job, period, instance: this.instance, startedAt, leaseUntil: leaseFrom(leaseMs) })
      .onConflictDoUpdate({
        target: [jobRuns.job, jobRuns.period],
        set: {
          instance: this.instance,
          startedAt,
          endedAt: null,
          outcome: null,
          leaseUntil: leaseFrom(leaseMs),
          // a failed run is retried; one left unfinished is taken over from the instance that died
          takenOverFrom: sql`case when ${jobRuns.endedAt} is null then ${jobRuns.instance} end`,
        },
        setWhere: sql`${jobRuns.outcome} is distinct from 'ok' and (${jobRuns.endedAt} is not null or ${jobRuns.leaseUntil} < clock_timestamp())`,
      })
      .returning({ id: jobRuns.id });
    if (!claim) return this.#found(job, period);
    const mine = and(eq(jobRuns.id, claim.id), eq(jobRuns.instance, this.instance));
    const renewal = setInterval(() => {
      this.db
        .update(jobRuns)
        .set({ leaseUntil: leaseFrom(leaseMs) })
        .where(and(mine, isNull(jobRuns.endedAt)))
        .returning({ id: jobRuns.id })
        .then(
          (renewed) => {
            if (renewed.length > 0) return;
            // the work goes on (it offers nothing twice), but the other instance may now repeat it
            clearInterval(renewal);
            console.warn(`[platform] ${job} ${period}: taken over by another instance`);
          },
          (error: unknown) => console.error(`[platform] ${job} ${period}: lease not renewed:`, error),
        );
    }, leaseMs / 3);
    renewal.unref();
    const ended = (outcome: string) => {
      clearInterval(renewal);
      return this.db.update(jobRuns).set({ endedAt: this.now(), outcome }).where(mine);
    };
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

  async #found(job: string, period: string): Promise<JobClaim> {
    const [run] = await this.db
      .select({ outcome: jobRuns.outcome })
      .from(jobRuns)
      .where(and(eq(jobRuns.job, job), eq(jobRuns.period, period)));
    return run?.outcome === 'ok' ? 'done' : 'running';
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
