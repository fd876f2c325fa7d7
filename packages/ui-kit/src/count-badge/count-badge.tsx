import { cx } from '../utils/cx';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

export interface CountBadgeProps {
  count: number;
  /** what the count is, read out instead of the number (e.g. "3 unread messages") */
  label: string;
  className?: string | undefined;
}

/** A small count beside an entry (unread messages, rewards to claim), 99+ at most; nothing at zero. */
export function CountBadge({ count, label, className }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <span className={cx('mq-count-badge', className)}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
