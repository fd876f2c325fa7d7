import { cx } from '../utils/cx';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  /** Announced to assistive technology, e.g. "Loading games". */
  label: string;
  size?: SpinnerSize;
  className?: string;
}

export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" className={cx('mq-spinner', `mq-spinner--${size}`, className)}>
      <span className="mq-spinner__circle" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
