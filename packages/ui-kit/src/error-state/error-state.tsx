import type { ReactNode } from 'react';
import { Button } from '../button/button';
import type { HeadingLevel } from '../empty-state/empty-state';
import { cx } from '../utils/cx';

export interface ErrorStateProps {
  title: ReactNode;
  message: ReactNode;
  retryLabel: string;
  onRetry: () => void;
  /** Shows the retry button as busy while the new attempt runs. */
  retrying?: boolean;
  /** A second way out beside retry (e.g. reloading the whole page), shown when both are given. */
  secondaryLabel?: string;
  onSecondary?: () => void;
  headingLevel?: HeadingLevel;
  className?: string;
}

export function ErrorState({
  title,
  message,
  retryLabel,
  onRetry,
  retrying = false,
  secondaryLabel,
  onSecondary,
  headingLevel: Heading = 'h2',
  className,
}: ErrorStateProps) {
  return (
    <div className={cx('mq-state', 'mq-state--error', className)}>
      <div className="mq-state__icon" aria-hidden="true">
        !
      </div>
      <Heading className="mq-state__title">{title}</Heading>
      <p className="mq-state__description">{message}</p>
      <div className="mq-state__action">
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
        {secondaryLabel && onSecondary && (
          <Button variant="secondary" onClick={onSecondary}>
            {secondaryLabel}
          </Button>
        )}
      </div>
    </div>
  );
}
