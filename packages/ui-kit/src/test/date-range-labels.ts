import type { DateRangePickerProps } from '../date-range-picker/date-range-picker';

/** The date range picker's texts in English, as the tests and stories show them. */
export const DATE_RANGE_LABELS: DateRangePickerProps['labels'] = {
  legend: 'Date range',
  from: 'From',
  to: 'To',
  presets: {
    today: 'Today',
    yesterday: 'Yesterday',
    last7: 'Previous 7 days',
    last30: 'Previous 30 days',
    next7: 'Next 7 days',
    next30: 'Next 30 days',
  },
};
