import { useState } from 'react';
import preview from '../stories/preview';
import { DATE_RANGE_LABELS } from '../test/date-range-labels';
import { DateRangePicker, type DateRangePickerProps } from './date-range-picker';

function PickerDemo(args: DateRangePickerProps) {
  const [value, setValue] = useState(args.value);
  return (
    <DateRangePicker
      {...args}
      value={value}
      onChange={(range) => {
        args.onChange(range);
        setValue(range);
      }}
    />
  );
}

const meta = preview.meta({
  title: 'Forms/DateRangePicker',
  component: DateRangePicker,
  args: {
    value: { from: '2026-02-23', to: '2026-03-01' },
    today: '2026-03-01',
    onChange: () => {},
    labels: DATE_RANGE_LABELS,
  },
  render: (args) => <PickerDemo {...args} />,
});

export const AllPresets = meta.story();
export const PastOnly = meta.story({
  args: { presets: ['today', 'yesterday', 'last7', 'last30'], min: '2025-12-02', max: '2026-03-01' },
});
