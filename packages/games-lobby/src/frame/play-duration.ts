import type { TFunction } from '@marquee/i18n';

/** A session's length in whole minutes, with hours once there is one. */
export function playDuration(t: TFunction, seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t('duration_minutes', { minutes });
  return t('duration_hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}
