import dayjs from 'dayjs';

/** Day/month/year like the header clock; the platform sends ISO 8601. */
export function formatNoticeDate(iso: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.format('DD/MM/YYYY') : '';
}
