import { brandToday } from '@marquee/api-client/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open';
import { members, vipLevelHistory } from '../../db/schema';
import { badRequest } from '../../http/http-error';
import { VIP_LEVELS } from '../../reference/vip-levels';
import { sendMessage } from '../member-centre/messages';
import { isExcluded } from '../play-safe/exclusion-state';
import { rowsOf } from '../records/bet-sources';
import { qualifiedLevel, vipFigures, vipPeriod } from './vip-figures';

/**
 * Levels only go up: a level reached is kept (a real casino keeps it at least to the end of the
 * qualifying period; the demo brand keeps it for good, so a quiet month never takes a benefit back).
 *
 * One member on the brand day `day`: the level their figures over the period ending that day reach.
 * Above the level held, the member is raised to it (rank_level and the header's "VIP n" label), the
 * day's history row records it and the member gets a message, all in one transaction with the
 * member's row locked, so parallel evaluations of the same member raise and tell once; at or below
 * it, nothing is written. True when the member was raised. A member on a time-out or
 * self-exclusion is raised without the message: a level's benefits are marketing, which stops
 * with play.
 */
export async function evaluateMember(db: Db, memberId: number, day: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const raised = await raiseToEarnedLevel(tx, memberId, day, now);
    if (raised === null) return false;
    if (!(await isExcluded(tx, memberId, now)))
      await sendMessage(tx, { memberId, kind: 'VIP_LEVEL_UP', amount: raised, orderNo: day }, now);
    return true;
  });
}

/**
 * In the caller's transaction: raises the member to the level their figures over the period
 * ending `day` reach, with its history row, when it is above the level held. Answers the new
 * level, or null when nothing changed. The seed uses it to give the demo accounts the level
 * their seeded history earns.
 */
export async function raiseToEarnedLevel(
  tx: Tx,
  memberId: number,
  day: string,
  now: Date,
): Promise<number | null> {
  const [member] = await tx
    .select({ rankLevel: members.rankLevel })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  if (!member) return null;
  const figures = await vipFigures(tx, memberId, day);
  const reached = qualifiedLevel(figures);
  const held = member.rankLevel ?? 1;
  if (reached.level <= held) return null;
  await tx
    .update(members)
    .set({ rankLevel: reached.level, clubLabelName: `VIP ${reached.level}` })
    .where(eq(members.id, memberId));
  // a second rise on the same day moves the day's row up; its previous level stays the day's first
  await tx
    .insert(vipLevelHistory)
    .values({ memberId, day, level: reached.level, previousLevel: held, ...figures, createdAt: now })
    .onConflictDoUpdate({
      target: [vipLevelHistory.memberId, vipLevelHistory.day],
      set: { level: reached.level, ...figures, createdAt: now },
    });
  return reached.level;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A brand day given to the CLI or a dev route: a real day, not after today. */
export function checkedDay(day: string, now: Date): string {
  if (!DAY_PATTERN.test(day) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day)
    throw badRequest(`day must be a date as YYYY-MM-DD, got '${day}'`);
  if (day > brandToday(now)) throw badRequest(`day ${day} has not begun yet`);
  return day;
}

/** Every level above 1 needs both thresholds, so only these deposits can lift anyone. */
const LOWEST_RISING_DEPOSITS = Math.min(...VIP_LEVELS.slice(1).map((level) => level.deposits));

/**
 * The evaluation of a brand day over the members who can rise in its period: only a member whose
 * credited deposits there reach the lowest deposit threshold above level 1 can qualify for a higher
 * level, so they are found in one grouped pass over the period's deposits.
 */
export async function evaluateDay(
  db: Db,
  day: string,
  now: Date,
): Promise<{ evaluated: number; raised: number }> {
  const { from, until } = vipPeriod(day);
  const candidates = rowsOf<{ member_id: number }>(
    await db.execute(sql`select member_id from ledger_entries
      where kind = 'DEPOSIT' and created_at >= ${from.toISOString()} and created_at < ${until.toISOString()}
      group by member_id having sum(amount) >= ${LOWEST_RISING_DEPOSITS}
      order by member_id`),
  );
  let raised = 0;
  for (const { member_id } of candidates) if (await evaluateMember(db, Number(member_id), day, now)) raised++;
  return { evaluated: candidates.length, raised };
}
