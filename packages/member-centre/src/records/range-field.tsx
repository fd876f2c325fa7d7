import { type DateRange, DateRangePicker } from '@marquee/ui-kit';
import type { FormikProps } from 'formik';
import { earliestDay } from './record-days';
import { useRangeLabels } from './use-range-labels';

/** The past presets only: the records hold nothing after today. */
const PAST_PRESETS = ['today', 'yesterday', 'last7', 'last30'] as const;

/** The date-range picker bound to a records filter form, with the range's error under it. */
export function RangeField<V extends DateRange>({
  formik,
  today,
}: {
  formik: FormikProps<V>;
  today: string;
}) {
  const labels = useRangeLabels();
  const error = formik.errors.to;
  return (
    <div className="mq-mc-records__range">
      <DateRangePicker
        value={{ from: formik.values.from, to: formik.values.to }}
        onChange={(range) => {
          void formik.setValues({ ...formik.values, ...range }, true);
          void formik.setFieldTouched('to', true, false);
        }}
        today={today}
        labels={labels}
        presets={PAST_PRESETS}
        min={earliestDay(today)}
      />
      {formik.touched.to && typeof error === 'string' && (
        <p role="alert" className="mq-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
