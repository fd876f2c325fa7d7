import { IconButton } from '@marquee/ui-kit';
import { useBalanceMaskStore } from './balance-mask-store';

export interface BalanceMaskToggleProps {
  /** the feature's own words for the two presses */
  showLabel: string;
  hideLabel: string;
}

/** The eye beside a balance: hides or shows every balance the player sees, pressed while hidden. */
export function BalanceMaskToggle({ showLabel, hideLabel }: BalanceMaskToggleProps) {
  const masked = useBalanceMaskStore((state) => state.masked);
  const toggle = useBalanceMaskStore((state) => state.toggle);
  return (
    <IconButton label={masked ? showLabel : hideLabel} aria-pressed={masked} size="sm" onClick={toggle}>
      <span aria-hidden="true">{masked ? '🙈' : '👁'}</span>
    </IconButton>
  );
}
