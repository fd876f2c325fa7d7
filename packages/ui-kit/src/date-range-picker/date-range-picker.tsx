import { useId } from 'react';
import { ChipButtons } from '../button/chip-buttons';
import { cx } from '../utils/cx';
import {
  DATE_RANGE_PRESETS,
  type DateRange,
  type DateRangePreset,
  presetOf,
  presetRange,
} from './date-range-presets';

interface DateRangePickerLabels {
  /** the group's name, e.g. "Date range" */
  legend: string;
  from: string;
  to: string;
  presets: Record<DateRangePreset, string>;
}

export interface DateRangePickerProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** YYYY-MM-DD: the day the presets count from (the caller's clock, so stories and tests are stable) */
  today: string;
  labels: DateRangePickerLabels;
  /** the presets offered, in this order (all six by default) */
  presets?: readonly DateRangePreset[];
  /** earliest and latest days the inputs accept (YYYY-MM-DD) */
  min?: string;
  max?: string;
  className?: string;
}

/**
 * Two native date inputs (keyboard and screen-reader support come with them) and the date
 * presets as toggle buttons. The picker does not judge a range: the caller's schema does, so the
 * rule and its translated message live once, beside the API's.
 */
export function DateRangePicker({
  value,
  onChange,
  today,
  labels,
  presets = DATE_RANGE_PRESETS,
  min,
  max,
  className,
}: DateRangePickerProps) {
  const id = useId();
  const chosen = presetOf(value, today, presets);
  return (
    <fieldset className={cx('mq-date-range', className)}>
      <legend className="mq-date-range__legend">{labels.legend}</legend>
      <div className="mq-date-range__presets">
        <ChipButtons
          items={presets}
          textOf={(preset) => labels.presets[preset]}
          pressed={(preset) => preset === chosen}
          onPick={(preset) => onChange(presetRange(preset, today))}
          className="mq-date-range__preset"
        />
      </div>
      <div className="mq-date-range__inputs">
        <label className="mq-date-range__field" htmlFor={`${id}-from`}>
          <span>{labels.from}</span>
          <input
            id={`${id}-from`}
            type="date"
            value={value.from}
            min={min}
            max={max}
            required
            onChange={(event) => event.target.value && onChange({ ...value, from: event.target.value })}
          />
        </label>
        <label className="mq-date-range__field" htmlFor={`${id}-to`}>
          <span>{labels.to}</span>
          <input
            id={`${id}-to`}
            type="date"
            value={value.to}
            min={min}
            max={max}
            required
            onChange={(event) => event.target.value && onChange({ ...value, to: event.target.value })}
          />
        </label>
      </div>
    </fieldset>
  );
}
