import {
  brandToday,
  RECORD_MAX_DAYS_BACK,
  type RecordRangeProblem,
  recordRangeProblem,
  shiftDay,
} from '@marquee/api-client';
import { type TranslationKey, useTranslation } from '@marquee/i18n';
import { type DateRange, DateRangePicker } from '@marquee/ui-kit';
import { useState } from 'react';
import { useRangeLabels } from './use-range-labels';

/** The past presets only: the platform holds nothing after today. */
const PAST_PRESETS = ['today', 'yesterday', 'last7', 'last30'] as const;

const RANGE_KEYS: Record<RecordRangeProblem, TranslationKey> = {
  NOT_A_DAY: 'ac_error_date_format',
  RECORD_END_BEFORE_START: 'error_code_record_end_before_start',
  RECORD_RANGE_TOO_LONG: 'error_code_record_range_too_long',
};

/**
 * A team report's period: the last seven days at first, and what the platform would refuse of it,
 * judged by the platform's own rule so the page asks for nothing it would refuse.
 */
export function useTeamRange() {
  const [today] = useState(brandToday);
  const [range, setRange] = useState<DateRange>({ from: shiftDay(today, -6), to: today });
  return { today, range, setRange, problem: recordRangeProblem(range, today) };
}

interface TeamRangeFieldProps {
  today: string;
  range: DateRange;
  setRange: (range: DateRange) => void;
  problem: RecordRangeProblem | null;
}

/** The period picker with its presets, and the refusal of a range under it. */
export function TeamRangeField({ today, range, setRange, problem }: TeamRangeFieldProps) {
  const { t } = useTranslation();
  const labels = useRangeLabels();
  return (
    <div>
      <DateRangePicker
        value={range}
        onChange={setRange}
        today={today}
        labels={labels}
        presets={PAST_PRESETS}
        min={shiftDay(today, -RECORD_MAX_DAYS_BACK)}
        max={today}
      />
      {problem && (
        <p role="alert" className="mq-field__error">
          {t(RANGE_KEYS[problem], { max: RECORD_MAX_DAYS_BACK })}
        </p>
      )}
    </div>
  );
}
