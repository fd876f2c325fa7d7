import { MEMBER_TYPE } from '@marquee/api-client/contract';
import { and, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { members } from '../../db/schema';
import { BRAND_BIRTHDAY } from '../../reference/brand';
import { vipLevel } from '../../reference/vip-levels';
import { DAY } from '../clock';
import { brandDayStart } from '../records/brand-days';
import { checkedDay } from '../vip/vip-evaluation';
import { offerReward } from './offer-reward';

interface BirthdayRun {
  day: string;
  /** members whose birthday it is and whose VIP level has a birthday bonus */
  members: number;
  /** of those, how many this run offered (the others had this year's already) */
  offered: number;
  total: number;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The birthdays (`MM-DD`) celebrated on `day`: its own, and on 28 February of a year without a 29th,
 * the members born on a 29 February too, so they have a birthday every year.
 */
export function birthdaysOn(day: string): string[] {
  const monthDay = day.slice(5);
  return monthDay === '02-28' && !isLeapYear(Number(day.slice(0, 4))) ? ['02-28', '02-29'] : [monthDay];
}

/**
 * The birthday bonus of brand day `day` (YYYY-MM-DD, not after today): each real member whose
 * birthday falls on it (see `birthdaysOn`) is offered their VIP level's birthday bonus as one
 * BIRTHDAY reward with offer key `BIRTHDAY:<year>`; a level without one (level 1) gets nothing, nor
 * does a trial account, nor a birthday set less than BRAND_BIRTHDAY.daysOnProfile days before the
 * day begins (a birthday typed in on the day would pay at once). The level is the one held when the job runs. Idempotent: the offer key is
 * unique per member, so running again, on another day of the same year, or twice at once, offers
 * each member's bonus once a year. A member who sets their birthday after the day's run gets theirs
 * from the next run of that day (the CLI, or a restart), not later: the bonus is for the day itself.
 */
export async function runBirthdayBonus(db: Db, day: string, now: Date): Promise<BirthdayRun> {
  checkedDay(day, now);
  const year = day.slice(0, 4);
  // birthday is the profile's YYYY-MM-DD text: its month and day are its last five characters
  const settled = new Date(brandDayStart(day).getTime() - BRAND_BIRTHDAY.daysOnProfile * DAY);
  const celebrated = await db
    .select({ id: members.id, rankLevel: members.rankLevel })
    .from(members)
    .where(
      and(
        isNotNull(members.birthday),
        lte(members.birthdaySetAt, settled),
        ne(members.isAgent, MEMBER_TYPE.trial),
        inArray(sql`right(${members.birthday}, 5)`, birthdaysOn(day)),
      ),
    )
    .orderBy(members.id);
  const run: BirthdayRun = { day, members: 0, offered: 0, total: 0 };
  for (const member of celebrated) {
    const level = vipLevel(member.rankLevel);
    if (level.birthdayBonus <= 0) continue;
    run.members += 1;
    const offered = await offerReward(
      db,
      {
        memberId: member.id,
        source: 'BIRTHDAY',
        offerKey: `BIRTHDAY:${year}`,
        amount: level.birthdayBonus,
        detail: { day, vipLevel: level.level },
      },
      now,
    );
    if (offered) {
      run.offered += 1;
      run.total += level.birthdayBonus;
    }
  }
  return run;
}
