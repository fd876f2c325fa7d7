import {
  isRealityCheckMinutes,
  type PlaySession,
  type RealityCheckMinutes,
  type RealityCheckSetting,
} from '@marquee/api-client/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { realityCheckAnswers, realityCheckSettings, sessions } from '../../db/schema';
import { badRequest } from '../../http/http-error';
import { MINUTE } from '../clock';
import { rowsOf } from '../records/bet-sources';

export async function realityCheckSetting(db: Db, memberId: number): Promise<RealityCheckSetting> {
  const [row] = await db
    .select({ minutes: realityCheckSettings.minutes })
    .from(realityCheckSettings)
    .where(eq(realityCheckSettings.memberId, memberId));
  return { minutes: minutesOf(row?.minutes) };
}

export async function saveRealityCheck(
  db: Db,
  memberId: number,
  minutes: RealityCheckMinutes,
  now: Date,
): Promise<RealityCheckSetting> {
  await db
    .insert(realityCheckSettings)
    .values({ memberId, minutes, updatedAt: now })
    .onConflictDoUpdate({ target: realityCheckSettings.memberId, set: { minutes, updatedAt: now } });
  return { minutes };
}

const minutesOf = (value: number | undefined): RealityCheckMinutes =>
  isRealityCheckMinutes(value) ? value : 0;

interface SessionRow {
  started_at: Date | string;
  answered_at: Date | string | null;
  minutes: number | null;
}

interface FiguresRow {
  stakes: string | number;
  wins: string | number;
  net_since: string | number;
}

/**
 * The sign-in session's play from the ledger: stakes (BET, LOTTERY_BET) and wins (WIN,
 * LOTTERY_WIN) of the main wallet and of every game wallet since the session began, and the net
 * since `since` (when the game was opened). `since` must fall within the session, by the
 * platform's clock: a game cannot have been opened before the sign-in or in the future.
 */
export async function playSession(
  db: Db,
  session: { sessionId: number; memberId: number },
  now: Date,
  since?: Date,
): Promise<PlaySession> {
  const [row] = rowsOf<SessionRow>(
    await db.execute(sql`select s.created_at as started_at, a.answered_at, r.minutes
      from ${sessions} s
      left join ${realityCheckAnswers} a on a.session_id = s.id
      left join ${realityCheckSettings} r on r.member_id = s.member_id
      where s.id = ${session.sessionId}`),
  );
  if (!row) throw badRequest('no such session');
  const startedAt = new Date(row.started_at);
  if (since && (since < startedAt || since > now)) {
    throw badRequest("'since' must be within the session");
  }
  const from = since ?? now;
  const start = startedAt.toISOString();
  const [figures] = rowsOf<FiguresRow>(
    await db.execute(sql`select
        coalesce(sum(case when kind in ('BET', 'LOTTERY_BET') then -amount else 0 end), 0) as stakes,
        coalesce(sum(case when kind in ('WIN', 'LOTTERY_WIN') then amount else 0 end), 0) as wins,
        coalesce(sum(case when created_at >= ${from.toISOString()} then amount else 0 end), 0) as net_since
      from (
        select kind, amount, created_at from ledger_entries
          where member_id = ${session.memberId} and created_at >= ${start}
            and kind in ('BET', 'LOTTERY_BET', 'WIN', 'LOTTERY_WIN')
        union all
        select kind, amount, created_at from vendor_ledger_entries
          where member_id = ${session.memberId} and created_at >= ${start} and kind in ('BET', 'WIN')
      ) played`),
  );
  const stakes = Number(figures?.stakes ?? 0);
  const wins = Number(figures?.wins ?? 0);
  const minutes = minutesOf(row.minutes ?? undefined);
  const answeredAt = row.answered_at ? new Date(row.answered_at) : null;
  const countFrom = answeredAt && answeredAt > startedAt ? answeredAt : startedAt;
  return {
    at: now.toISOString(),
    startedAt: start,
    elapsedSeconds: Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 1000)),
    stakes,
    wins,
    net: wins - stakes,
    netSince: Number(figures?.net_since ?? 0),
    realityCheckMinutes: minutes,
    reminderDue: minutes > 0 && now.getTime() >= countFrom.getTime() + minutes * MINUTE,
  };
}

/** "Continue": the next reminder is one interval from now. */
export async function answerRealityCheck(
  db: Db,
  session: { sessionId: number; memberId: number },
  now: Date,
): Promise<PlaySession> {
  await db
    .insert(realityCheckAnswers)
    .values({ sessionId: session.sessionId, answeredAt: now })
    .onConflictDoUpdate({ target: realityCheckAnswers.sessionId, set: { answeredAt: now } });
  return playSession(db, session, now);
}
