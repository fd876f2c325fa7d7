import { Spinner } from '../spinner/spinner';
import { cx } from '../utils/cx';

export interface LoadingCoverProps {
  active: boolean;
  /** Announced while active, e.g. "Loading". */
  label: string;
  /** Cover the whole viewport instead of the nearest positioned ancestor. */
  fullscreen?: boolean;
  className?: string;
}

/** Overlay that blocks and dims its area while something loads. The parent must be positioned. */
export function LoadingCover({ active, label, fullscreen = false, className }: LoadingCoverProps) {
  if (!active) return null;
  return (
    <div className={cx('mq-loading-cover', fullscreen && 'mq-loading-cover--fullscreen', className)}>
      <Spinner label={label} size="lg" />
    </div>
  );
}
