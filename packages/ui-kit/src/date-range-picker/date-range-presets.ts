import dayjs from 'dayjs';

/** The date picker's presets, each a whole-day range counted from today. */
export const DATE_RANGE_PRESETS = ['today', 'yesterday', 'last7', 'last30', 'next7', 'next30'] as const;

export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

/** Calendar days as YYYY-MM-DD, both ends included. */
export interface DateRange {
  from: string;
  to: string;
}

const DAY = 'YYYY-MM-DD';

/**
 * The range a preset stands for on `today` (YYYY-MM-DD). "Previous 7 days" ends today, so the
 * player sees today's bets with the six days before; "next 7 days" starts today.
 */
export function presetRange(preset: DateRangePreset, today: string): DateRange {
  const day = dayjs(today);
  const span = (from: dayjs.Dayjs, to: dayjs.Dayjs) => ({ from: from.format(DAY), to: to.format(DAY) });
  switch (preset) {
    case 'today':
      return span(day, day);
    case 'yesterday':
      return span(day.subtract(1, 'day'), day.subtract(1, 'day'));
    case 'last7':
      return span(day.subtract(6, 'day'), day);
    case 'last30':
      return span(day.subtract(29, 'day'), day);
    case 'next7':
      return span(day, day.add(6, 'day'));
    case 'next30':
      return span(day, day.add(29, 'day'));
  }
}

/** The preset `range` equals on `today`, if any: that preset's button shows as pressed. */
export function presetOf(
  range: DateRange,
  today: string,
  presets: readonly DateRangePreset[],
): DateRangePreset | undefined {
  return presets.find((preset) => {
    const candidate = presetRange(preset, today);
    return candidate.from === range.from && candidate.to === range.to;
  });
}
