import {
  brandToday,
  VIP_REBATE_GROUPS,
  type VipLevelInfo,
  type VipLevelsResponse,
  type VipRankResponse,
} from '@marquee/api-client/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { members, vipLevelHistory } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { VIP_LEVELS, VIP_QUALIFYING_DAYS, type VipLevel, vipLevel } from '../../reference/vip-levels';
import { vipFigures, vipPeriod } from './vip-figures';

/** The most level changes the page lists: six levels can only be reached so many times. */
const HISTORY_ROWS = 50;

function levelInfo(level: VipLevel): VipLevelInfo {
  const rebateBps = Object.fromEntries(
    VIP_REBATE_GROUPS.map(({ group, categories }) => [group, level.rebateBps[categories[0]]]),
  ) as VipLevelInfo['rebateBps'];
  return {
    level: level.level,
    validBet: level.validBet,
    deposits: level.deposits,
    rebateBps,
    withdrawal: { ...level.withdrawal },
    birthdayBonus: level.birthdayBonus,
    vipService: level.vipService,
  };
}

/** Every level as anyone may read it: the /vip page's table before (or without) signing in. */
export function vipLevels(): VipLevelsResponse {
  return { qualifyingDays: VIP_QUALIFYING_DAYS, levels: VIP_LEVELS.map(levelInfo) };
}

/** The player rank page: the level held, today's figures over the period, every level, the history. */
export async function playerRank(db: Db, memberId: number, now: Date): Promise<VipRankResponse> {
  const [member] = await db
    .select({ rankLevel: members.rankLevel, birthday: members.birthday })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) throw notFound('Member not found');
  const today = brandToday(now);
  const figures = await vipFigures(db, memberId, today);
  const history = await db
    .select()
    .from(vipLevelHistory)
    .where(eq(vipLevelHistory.memberId, memberId))
    .orderBy(desc(vipLevelHistory.day))
    .limit(HISTORY_ROWS);
  return {
    level: vipLevel(member.rankLevel).level,
    period: { from: vipPeriod(today).firstDay, to: today, days: VIP_QUALIFYING_DAYS },
    ...figures,
    levels: VIP_LEVELS.map(levelInfo),
    history: history.map((row) => ({
      day: row.day,
      level: row.level,
      previousLevel: row.previousLevel,
      validBet: row.validBet,
      deposits: row.deposits,
    })),
    hasBirthday: member.birthday !== null,
  };
}
