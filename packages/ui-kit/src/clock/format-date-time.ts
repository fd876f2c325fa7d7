import dayjs from 'dayjs';

export const DATE_TIME_FORMAT = 'DD/MM/YYYY, HH:mm:ss';

/** Local date-time as shown by the header clock, e.g. "05/03/2025, 14:07:09". */
export function formatDateTime(date: Date, format: string = DATE_TIME_FORMAT): string {
  return dayjs(date).format(format);
}
