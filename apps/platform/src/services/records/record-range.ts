import {
  brandToday,
  RECORD_MAX_DAYS_BACK,
  type RecordRange,
  recordRangeProblem,
  shiftDay,
} from '@marquee/api-client/contract';
import { badRequest, fail } from '../../http/http-error';
import { brandDayStart } from './brand-days';

/** A checked range as instants: `from` inclusive, `until` exclusive (the start of the day after `to`). */
export interface InstantRange {
  from: Date;
  until: Date;
}

/** The contract's range rule on the brand's today, or a coded 400. */
export function checkedRange(range: RecordRange, now: Date): InstantRange {
  const problem = recordRangeProblem(range, brandToday(now));
  if (problem === 'RECORD_RANGE_TOO_LONG') throw fail(400, problem, { max: RECORD_MAX_DAYS_BACK });
  if (problem === 'NOT_A_DAY') throw badRequest("'from' and 'to' must be days (YYYY-MM-DD)");
  if (problem) throw fail(400, problem);
  return { from: brandDayStart(range.from), until: brandDayStart(shiftDay(range.to, 1)) };
}

/**
 * The brand days of a checked range a report lays out, oldest first: none after the brand's today
 * (a range may end later; the days to come have nothing yet).
 */
export function rangeDays(range: RecordRange, now: Date): string[] {
  const today = brandToday(now);
  const days: string[] = [];
  for (let day = range.from; day <= range.to && day <= today; day = shiftDay(day, 1)) days.push(day);
  return days;
}

/** The page asked for, or a coded 400 when it lies past the last (an empty filter has page 1). */
export function checkedPage(page: number, totalPages: number): number {
  const last = Math.max(totalPages, 1);
  if (page > last) throw fail(400, 'RECORD_PAGE_PAST_LAST', { page, last });
  return page;
}
