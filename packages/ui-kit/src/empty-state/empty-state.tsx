import type { ReactNode } from 'react';
import { cx } from '../utils/cx';

export type HeadingLevel = 'h2' | 'h3' | 'h4';

export interface EmptyStateProps {
  /** Decorative illustration; it is hidden from assistive technology. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Usually a Button, e.g. "Browse games". */
  action?: ReactNode;
  /** Pick the level that fits the page outline. */
  headingLevel?: HeadingLevel;
  className?: string;
}

export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel: Heading = 'h2',
  className,
}: EmptyStateProps) {
  return (
    <div className={cx('mq-state', className)}>
      {icon !== undefined && (
        <div className="mq-state__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className="mq-state__title">{title}</Heading>
      {description !== undefined && <p className="mq-state__description">{description}</p>}
      {action !== undefined && <div className="mq-state__action">{action}</div>}
    </div>
  );
}
