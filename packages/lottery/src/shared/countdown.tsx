import { useTranslation } from '@marquee/i18n';
import { useServerNow } from './use-server-now';

function clock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const hms = [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
  return days > 0 ? `${days}d ${hms}` : hms;
}

/**
 * Time left until `target` (ISO) on the platform's clock (see server-clock.ts); it ticks on its
 * own, so only the countdown repaints every second.
 */
export function Countdown({ target, label }: { target: string | null; label?: string }) {
  const { t } = useTranslation();
  const now = useServerNow();
  if (!target) return null;
  return (
    <span className="mq-lottery-countdown">
      {label ?? t('lottery_next_draw_in')} <time dateTime={target}>{clock(Date.parse(target) - now)}</time>
    </span>
  );
}
